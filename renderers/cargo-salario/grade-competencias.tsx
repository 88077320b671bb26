/**
 * The parts of a grid of competences × levels that a faixa's matrix and a talent's assessment
 * share (MatrizCompetencias, NiveisCompetenciaTalento): the dated records under their owner's
 * routes (listed, read whole, removed), the section listing them with edit and remove, the date field, the levels of the
 * configuration in force as columns with a radio per row, a competence's name with its kind,
 * and the server's messages brought back to the row they concern.
 */
import { Button, Classes, FormGroup, HTMLTable, Intent, Radio, Section, SectionCard, Spinner } from '@blueprintjs/core';
import { useMemo, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { useDataProvider } from '../../engine/react/data-provider';
import { useShellKit } from '../../engine/react/shell-kit';
import { REMOVE_QUESTION } from '../sublist/ChildListField';
import { FormattedInput } from '../theme/components/FormattedInput';
import { formatDate, maskDateText, parseDate } from '../../engine/format/dates';
import type { FieldError } from '../../engine/api-types';
import { TIPOS_DE_COMPETENCIA } from '../../modules/cargo-salario/competencias/competencia';
import type { CompetenciaDoCargo, NivelDaConfiguracao } from '../../modules/cargo-salario/competencias/competencias.api';


/** The server names a row by its place in the body sent (`enviadas`, keys in order): back to the competence it was. */
export function useErrosPorLinha(errors: readonly FieldError[], enviadas: readonly string[]) {
  return useMemo(() => {
    const porLinha: Record<string, string[]> = {};
    const gerais: FieldError[] = [];
    for (const erro of errors) {
      const [, posicao] = /^competencias\.(\d+)\./.exec(erro.field) ?? [];
      const linha = posicao === undefined ? undefined : enviadas[Number(posicao)];
      if (linha) (porLinha[linha] ??= []).push(erro.message);
      else gerais.push(erro);
    }
    const erroDe = (campo: string) => gerais.filter((e) => e.field === campo).map((e) => e.message).join(' ');
    return { porLinha, erroDe };
  }, [errors, enviadas]);
}

export function CampoData({ id, label, value, erro, onChange }: { id: string; label: string; value: string; erro?: string; onChange(data: string): void }): React.JSX.Element {
  const intent = erro ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup label={label} labelFor={id} labelInfo="*" intent={intent} helperText={erro || undefined}>
      <FormattedInput
        id={id}
        inputMode="numeric"
        placeholder="dd/mm/aaaa"
        value={value || undefined}
        format={(v) => (typeof v === 'string' ? formatDate(v) : '')}
        mask={maskDateText}
        parse={parseDate}
        style={{ maxWidth: 180 }}
        intent={intent}
        onChange={(v) => onChange(typeof v === 'string' ? v : '')}
      />
    </FormGroup>
  );
}

/** The levels as column headers, each with its weight. */
export function CabecalhoNiveis({ niveis }: { niveis: readonly NivelDaConfiguracao[] }): React.JSX.Element {
  return (
    <>
      {niveis.map((n) => (
        <th key={n.nivelCompetencia.id} style={{ textAlign: 'center' }}>
          {n.nivelCompetencia.descricao}
          <div className={Classes.TEXT_MUTED} style={{ fontWeight: 'normal', fontSize: 11 }}>peso {n.ordem}</div>
        </th>
      ))}
    </>
  );
}

/** A row's level: one radio per level of the configuration. */
export function CelulasDeNivel(props: { chave: string; nome: string; niveis: readonly NivelDaConfiguracao[]; nivelId?: number; disabled?: boolean; onChange(nivelId: number): void }): React.JSX.Element {
  return (
    <>
      {props.niveis.map((n) => (
        <td key={n.nivelCompetencia.id} style={{ textAlign: 'center' }}>
          <Radio
            aria-label={`${props.nome}: ${n.nivelCompetencia.descricao}`}
            name={`nivel-${props.chave}`}
            disabled={props.disabled}
            checked={!props.disabled && props.nivelId === n.nivelCompetencia.id}
            style={{ margin: 0, display: 'inline-block' }}
            onChange={() => props.onChange(n.nivelCompetencia.id)}
          />
        </td>
      ))}
    </>
  );
}

/** A competence's name and kind. */
export function NomeDaCompetencia({ competencia }: { competencia: CompetenciaDoCargo }): React.JSX.Element {
  return (
    <>
      {competencia.nome} <span className={Classes.TEXT_MUTED}>({TIPOS_DE_COMPETENCIA[competencia.tipoCompetencia]})</span>
    </>
  );
}

/** The server's messages about a row, under its competence. */
export function ErrosDaLinha({ erros }: { erros?: string[] }): React.JSX.Element | null {
  if (!erros) return null;
  return (
    <div className={`${Classes.FORM_GROUP} ${Classes.INTENT_DANGER}`} style={{ margin: 0 }}>
      <div className={Classes.FORM_HELPER_TEXT}>{erros.join(' ')}</div>
    </div>
  );
}

interface Datado {
  id?: number;
  data: string;
}

interface SecaoDatadaProps<T extends Datado> {
  titulo: string;
  className: string;
  /** Header of the date column. */
  rotuloData: string;
  /** More columns after the date. */
  colunas?: { titulo: string; valor(item: T): ReactNode }[];
  itens: readonly T[] | undefined;
  vazio: string;
  adicionar: string;
  /** Opens a record to edit, or (nova) a new one that may start from the latest. */
  onAbrir(item: T | undefined, nova: boolean): void;
  onRemover(item: T): void;
  /** The dialog, while open. */
  children?: ReactNode;
}

/** The dated records of an owner, latest first, with their edit and remove buttons and the add one. */
export function SecaoDatada<T extends Datado>(props: SecaoDatadaProps<T>): React.JSX.Element {
  const { itens, colunas = [] } = props;
  return (
    <Section title={props.titulo} icon="layout-grid" compact collapsible className={props.className} style={{ marginBottom: 16 }}>
      <SectionCard>
        {!itens ? (
          <Spinner size={20} />
        ) : (
          <>
            {itens.length ? (
              <HTMLTable compact striped style={{ width: '100%' }}>
                <thead>
                  <tr>
                    <th>{props.rotuloData}</th>
                    {colunas.map((c) => (
                      <th key={c.titulo}>{c.titulo}</th>
                    ))}
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {itens.map((item) => (
                    <tr key={item.id}>
                      <td>{formatDate(item.data)}</td>
                      {colunas.map((c) => (
                        <td key={c.titulo}>{c.valor(item)}</td>
                      ))}
                      <td style={{ textAlign: 'right' }}>
                        <Button small minimal icon="edit" text="Editar" onClick={() => props.onAbrir(item, false)} />
                        <Button small minimal icon="trash" intent={Intent.DANGER} text="Remover" onClick={() => props.onRemover(item)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            ) : (
              <p className={Classes.TEXT_MUTED}>{props.vazio}</p>
            )}
            <Button icon="add" text={props.adicionar} style={{ marginTop: 8 }} onClick={() => props.onAbrir(itens[0], true)} />
          </>
        )}
        {props.children}
      </SectionCard>
    </Section>
  );
}

/**
 * The dated records kept under an owner's routes (`base`: a faixa's matrices, a talent's
 * assessments): the list, the one open in the dialog (read whole, or as `nova` makes a new one
 * from it), removal after the usual question, and the toasts of §8 from the record's name.
 */
export function useRegistrosDatados<T extends { id?: number }>(base: string, mensagens: { incluido: string; alterado: string; removido: string }, nova: (lido: T | undefined) => Partial<T>) {
  const provider = useDataProvider();
  const { toast, confirm } = useShellKit();
  const { data: itens, mutate } = useSWR(['registros-datados', base], () => provider.request<T[]>('GET', base));
  const [aberto, setAberto] = useState<Partial<T>>();
  return {
    itens,
    aberto,
    fechar: () => setAberto(undefined),
    abrir: async (item: T | undefined, novo: boolean) => {
      try {
        const lido = item && (await provider.request<T>('GET', `${base}/${item.id}`));
        setAberto(novo || !lido ? nova(lido) : lido);
      } catch {
        // The provider has shown the refusal.
      }
    },
    remover: async (item: T) => {
      if (!(await confirm({ message: REMOVE_QUESTION }))) return;
      try {
        await provider.request('DELETE', `${base}/${item.id}`);
        toast.success(mensagens.removido);
        await mutate();
      } catch {
        // The provider has shown the refusal.
      }
    },
    salvo: async (criado: boolean) => {
      toast.success(criado ? mensagens.incluido : mensagens.alterado);
      setAberto(undefined);
      await mutate();
    },
  };
}

