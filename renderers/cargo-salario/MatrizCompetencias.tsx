/**
 * On a faixa salarial's form: its matrices of competences × levels (spec 02 §2, §3), each from a
 * date. The dialog lists the conhecimentos, habilidades and atitudes of the faixa's cargo as
 * rows and the levels of the configuration in force on the date as columns, one radio per row,
 * with the competence's weight and a note; the server's messages show on the row they concern.
 * The generic form cannot draw a grid whose columns are records, hence this component.
 */
import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, HTMLTable, InputGroup, Intent, NumericInput, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import { call } from '../../engine/react/api-client';
import { useDataProvider } from '../../engine/react/data-provider';
import { useServerFieldErrors } from '../../engine/react/server-field-errors';
import type { FormExtensionProps } from '../../engine/react/shell-kit';
import { today } from '../../engine/validation/brazilian';
import type { ConfiguracaoNivelCompetenciaFaixaSalarial as Matriz } from '../../generated/entities';
import { PROPRIEDADE, chave, chaveDaLinha } from '../../modules/cargo-salario/competencias/competencia';
import type { CompetenciaDoCargo } from '../../modules/cargo-salario/competencias/competencias.api';
import { CabecalhoNiveis, CampoData, CelulasDeNivel, ErrosDaLinha, NomeDaCompetencia, SecaoDatada, useErrosPorLinha, useRegistrosDatados } from './grade-competencias';

type Linha = Matriz['competencias'][number];

export function MatrizCompetencias({ id }: FormExtensionProps): React.JSX.Element | null {
  // A new faixa has no matrix yet: it is configured once the faixa is saved.
  return id ? <Matrizes faixaId={id} /> : null;
}

function Matrizes({ faixaId }: { faixaId: string }): React.JSX.Element {
  // A new matrix starts as the latest one: usually a few levels change.
  const registros = useRegistrosDatados<Matriz>(
    `/faixas-salariais/${faixaId}/configuracoes-niveis-competencia`,
    { incluido: 'Configuração incluída com sucesso.', alterado: 'Configuração alterada com sucesso.', removido: 'Configuração removida com sucesso.' },
    (lida) => ({ data: today(), competencias: lida?.competencias ?? ([] as unknown as Matriz['competencias']) }),
  );
  return (
    <SecaoDatada
      titulo="Competências exigidas"
      className="rh-matriz-competencias"
      rotuloData="A partir de"
      itens={registros.itens}
      vazio="Nenhuma configuração de competências para esta faixa."
      adicionar="Configurar competências"
      onAbrir={(matriz, nova) => void registros.abrir(matriz, nova)}
      onRemover={(matriz) => void registros.remover(matriz)}
    >
      {registros.aberto && (
        <MatrizDialog
          faixaId={faixaId}
          matriz={registros.aberto}
          onClose={registros.fechar}
          onSaved={(criada) => registros.salvo(criada)}
        />
      )}
    </SecaoDatada>
  );
}

interface MatrizDialogProps {
  faixaId: string;
  matriz: Partial<Matriz>;
  onClose(): void;
  onSaved(criada: boolean): Promise<void>;
}

/** A row as edited: chosen or not, its weight, level and note. */
interface Escolha {
  incluida: boolean;
  peso?: number;
  nivelId?: number;
  observacao?: string;
}

function MatrizDialog({ faixaId, matriz, onClose, onSaved }: MatrizDialogProps): React.JSX.Element {
  const provider = useDataProvider();
  const [data, setData] = useState(matriz.data ?? today());
  const [escolhas, setEscolhas] = useState<Record<string, Escolha>>(() =>
    Object.fromEntries((matriz.competencias ?? []).map((linha: Linha) => [chaveDaLinha(linha), { incluida: true, peso: linha.competenciaPeso, nivelId: linha.nivelCompetencia.id, observacao: linha.competenciaObservacao }])),
  );
  const server = useServerFieldErrors();
  const [enviadas, setEnviadas] = useState<string[]>([]);
  const { data: competencias } = useSWR(['GET /faixas-salariais/{faixaSalarialId}/competencias', faixaId], () => call(provider, 'GET /faixas-salariais/{faixaSalarialId}/competencias', { path: { faixaSalarialId: faixaId } }));
  const { data: vigente } = useSWR(data ? ['GET /niveis-competencia-historico/vigente', data] : null, () => call(provider, 'GET /niveis-competencia-historico/vigente', { params: { data } }));
  const niveis = vigente?.configuracao?.niveis ?? [];

  const mensagens = useErrosPorLinha(server.errors, enviadas);

  const mudar = (k: string, mudanca: Partial<Escolha>) => {
    setEscolhas((atual) => ({ ...atual, [k]: { ...(atual[k] ?? { incluida: false }), ...mudanca } }));
    server.clear();
  };

  const gravar = async () => {
    const incluidas = (competencias ?? []).filter((c) => escolhas[chave(c.tipoCompetencia, c.id)]?.incluida);
    setEnviadas(incluidas.map((c) => chave(c.tipoCompetencia, c.id)));
    const body = {
      data,
      competencias: incluidas.map((c) => linhaDe(c, escolhas[chave(c.tipoCompetencia, c.id)]!)),
    };
    await server.submit(async () => {
      const path = { faixaSalarialId: faixaId };
      if (matriz.id) await call(provider, 'PUT /faixas-salariais/{faixaSalarialId}/configuracoes-niveis-competencia/{id}', { path: { ...path, id: matriz.id }, body: { ...body, id: matriz.id, version: matriz.version } });
      else await call(provider, 'POST /faixas-salariais/{faixaSalarialId}/configuracoes-niveis-competencia', { path, body });
      await onSaved(!matriz.id);
    });
  };

  const { erroDe } = mensagens;
  return (
    <Dialog isOpen title="Inserir/Editar competências exigidas" onClose={onClose} style={{ width: 980, maxWidth: '95vw' }} className="rh-matriz-dialog">
      <DialogBody>
        <CampoData id="matriz-data" label="A partir de" value={data} erro={erroDe('data')} onChange={(valor) => { setData(valor); server.clear(); }} />
        {erroDe('competencias') && <Callout intent={Intent.DANGER} compact style={{ marginBottom: 8 }}>{erroDe('competencias')}</Callout>}
        {!competencias || !vigente ? (
          <Spinner size={20} />
        ) : !competencias.length ? (
          <Callout intent={Intent.WARNING}>O cargo desta faixa não tem conhecimentos, habilidades nem atitudes.</Callout>
        ) : !niveis.length ? (
          <Callout intent={Intent.WARNING}>Não há configuração dos níveis de competência em vigor nesta data.</Callout>
        ) : (
          <div style={{ overflowX: 'auto' }}>
            <HTMLTable compact striped className="rh-matriz" style={{ width: '100%' }}>
              <thead>
                <tr>
                  <th>Competência</th>
                  <th style={{ width: 90 }}>Peso</th>
                  <CabecalhoNiveis niveis={niveis} />
                  <th>Observação</th>
                </tr>
              </thead>
              <tbody>
                {competencias.map((c) => {
                  const k = chave(c.tipoCompetencia, c.id);
                  const escolha = escolhas[k] ?? { incluida: false };
                  const erros = mensagens.porLinha[k];
                  return (
                    <tr key={k} data-competencia={c.nome}>
                      <td>
                        <Checkbox checked={escolha.incluida} style={{ marginBottom: 0 }} onChange={(e) => mudar(k, { incluida: e.currentTarget.checked, peso: escolha.peso ?? 1 })}>
                          <NomeDaCompetencia competencia={c} />
                        </Checkbox>
                        <ErrosDaLinha erros={erros} />
                      </td>
                      <td>
                        <NumericInput aria-label={`Peso de ${c.nome}`} disabled={!escolha.incluida} small fill buttonPosition="none" min={1} max={99999} value={escolha.peso ?? ''} onValueChange={(valor) => mudar(k, { peso: Number.isNaN(valor) ? undefined : valor })} />
                      </td>
                      <CelulasDeNivel chave={k} nome={c.nome} niveis={niveis} nivelId={escolha.nivelId} disabled={!escolha.incluida} onChange={(nivelId) => mudar(k, { nivelId })} />
                      <td>
                        <InputGroup aria-label={`Observação de ${c.nome}`} small disabled={!escolha.incluida} maxLength={4000} value={escolha.observacao ?? ''} onChange={(e) => mudar(k, { observacao: e.target.value })} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancelar" onClick={onClose} />
            <Button text="Gravar" intent={Intent.PRIMARY} loading={server.saving} onClick={() => void gravar()} />
          </>
        }
      />
    </Dialog>
  );
}

/** The body's row of a chosen competence: its kind's reference, weight, level and note. */
function linhaDe(c: CompetenciaDoCargo, escolha: Escolha): Record<string, unknown> {
  return {
    tipoCompetencia: c.tipoCompetencia,
    [PROPRIEDADE[c.tipoCompetencia]]: { id: c.id },
    competenciaPeso: escolha.peso,
    nivelCompetencia: escolha.nivelId === undefined ? undefined : { id: escolha.nivelId },
    competenciaObservacao: escolha.observacao || undefined,
  };
}
