/**
 * The dynamic report's columns: every declared talent field, grouped as the talent form's tabs,
 * ticked on the left; the chosen ones on the right in print order, moved up or down or removed.
 */
import { Button, Card, Checkbox, H6, NonIdealState } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { includesText } from '../../../engine/format/text';
import type { ColunaDinamica } from '../../../modules/gestao-talentos/relatorio-dinamico/relatorio-dinamico.api';
import { FilterBox } from '../../theme/components/FilterBox';

export interface SeletorDeColunasProps {
  id: string;
  colunas: readonly ColunaDinamica[];
  escolhidas: readonly string[];
  limite?: number;
  disabled?: boolean;
  onChange: (escolhidas: string[]) => void;
}

/** The columns by their form tab, in the order the server answers them. */
function porGrupo(colunas: readonly ColunaDinamica[]): [string, ColunaDinamica[]][] {
  const grupos = new Map<string, ColunaDinamica[]>();
  for (const coluna of colunas) grupos.set(coluna.grupo, [...(grupos.get(coluna.grupo) ?? []), coluna]);
  return [...grupos];
}

/** `lista` with the item at `i` swapped with its neighbour `passo` away. */
const movida = (lista: readonly string[], i: number, passo: -1 | 1) => {
  const nova = [...lista];
  [nova[i], nova[i + passo]] = [nova[i + passo]!, nova[i]!];
  return nova;
};

export function SeletorDeColunas({ id, colunas, escolhidas, limite, disabled, onChange }: SeletorDeColunasProps): React.JSX.Element {
  const [filtro, setFiltro] = useState('');
  const titulo = useMemo(() => new Map(colunas.map((c) => [c.chave, c.titulo])), [colunas]);
  const grupos = useMemo(() => porGrupo(filtro ? colunas.filter((c) => includesText(`${c.titulo} ${c.grupo}`, filtro)) : colunas), [colunas, filtro]);
  const marcadas = new Set(escolhidas);
  const cheio = limite !== undefined && escolhidas.length >= limite;
  const alternar = (chave: string, marcada: boolean) => onChange(marcada ? [...escolhidas, chave] : escolhidas.filter((c) => c !== chave));

  return (
    <div className="rh-colunas-dinamicas" id={id}>
      <Card className="rh-colunas-disponiveis" compact>
        <H6>Colunas disponíveis</H6>
        <FilterBox value={filtro} onChange={setFiltro} placeholder="Filtrar colunas" disabled={disabled} />
        <div className="rh-colunas-grupos">
          {grupos.map(([grupo, lista]) => (
            <fieldset key={grupo}>
              <legend>{grupo}</legend>
              {lista.map((coluna) => (
                <Checkbox
                  key={coluna.chave}
                  label={coluna.titulo}
                  checked={marcadas.has(coluna.chave)}
                  disabled={disabled || (cheio && !marcadas.has(coluna.chave))}
                  onChange={(event) => alternar(coluna.chave, event.currentTarget.checked)}
                />
              ))}
            </fieldset>
          ))}
        </div>
      </Card>
      <Card className="rh-colunas-escolhidas" compact>
        <H6>
          Colunas do relatório, na ordem{limite !== undefined ? ` (${escolhidas.length} de ${limite})` : ''}
        </H6>
        {escolhidas.length === 0 ? (
          <NonIdealState icon="th-derived" description="Marque ao lado as colunas do relatório." />
        ) : (
          <ol>
            {escolhidas.map((chave, i) => {
              const nome = titulo.get(chave) ?? chave;
              return (
                <li key={chave}>
                  <span>{nome}</span>
                  <Button size="small" variant="minimal" icon="arrow-up" aria-label={`Mover ${nome} para cima`} disabled={disabled || i === 0} onClick={() => onChange(movida(escolhidas, i, -1))} />
                  <Button size="small" variant="minimal" icon="arrow-down" aria-label={`Mover ${nome} para baixo`} disabled={disabled || i === escolhidas.length - 1} onClick={() => onChange(movida(escolhidas, i, 1))} />
                  <Button size="small" variant="minimal" icon="cross" aria-label={`Remover ${nome}`} disabled={disabled} onClick={() => alternar(chave, false)} />
                </li>
              );
            })}
          </ol>
        )}
      </Card>
    </div>
  );
}
