/**
 * On a faixa salarial's form: its matrices of competences × levels (spec 02 §2, §3), each from a
 * date. The dialog lists the conhecimentos, habilidades and atitudes of the faixa's cargo as
 * rows and the levels of the configuration in force on the date as columns, one radio per row,
 * with the competence's weight and a note; the server's messages show on the row they concern.
 * The generic form cannot draw a grid whose columns are records, hence this component.
 */
import { FormattedInput } from '../theme/components/FormattedInput';
import { formatDate, maskDateText, parseDate } from '../../engine/format/dates';
import { Button, Callout, Checkbox, Classes, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable, InputGroup, Intent, NumericInput, Radio, Section, SectionCard, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import type { FieldError } from '../../engine/api-types';
import { call } from '../../engine/react/api-client';
import { useDataProvider } from '../../engine/react/data-provider';
import { useServerFieldErrors } from '../../engine/react/server-field-errors';
import { useShellKit, type FormExtensionProps } from '../../engine/react/shell-kit';
import { today } from '../../engine/validation/brazilian';
import type { ConfiguracaoNivelCompetenciaFaixaSalarial as Matriz } from '../../generated/entities';
import { PROPRIEDADE, chave, chaveDaLinha, type TipoCompetencia } from '../../modules/cargo-salario/competencias/competencia';
import type { CompetenciaDoCargo } from '../../modules/cargo-salario/competencias/competencias.api';

type Linha = Matriz['competencias'][number];
const ROTA = 'GET /faixas-salariais/{faixaSalarialId}/configuracoes-niveis-competencia' as const;
const TIPOS: Record<TipoCompetencia, string> = { C: 'Conhecimento', H: 'Habilidade', A: 'Atitude' };

export function MatrizCompetencias({ id }: FormExtensionProps): React.JSX.Element | null {
  // A new faixa has no matrix yet: it is configured once the faixa is saved.
  return id ? <Matrizes faixaId={id} /> : null;
}

function Matrizes({ faixaId }: { faixaId: string }): React.JSX.Element {
  const provider = useDataProvider();
  const { toast, confirm } = useShellKit();
  const path = { faixaSalarialId: faixaId };
  const { data: matrizes, mutate } = useSWR([ROTA, faixaId], () => call(provider, ROTA, { path }));
  const [aberta, setAberta] = useState<Partial<Matriz>>();
  // The list carries no rows: a matrix is read whole to be edited (or copied into a new one).
  const abrir = async (matriz: Matriz | undefined, nova: boolean) => {
    try {
      const lida = matriz && (await call(provider, 'GET /faixas-salariais/{faixaSalarialId}/configuracoes-niveis-competencia/{id}', { path: { ...path, id: matriz.id! } }));
      setAberta(nova ? { data: today(), competencias: lida?.competencias ?? ([] as unknown as Matriz['competencias']) } : lida);
    } catch {
      // The provider has shown the refusal.
    }
  };
  const remover = async (matriz: Matriz) => {
    if (!(await confirm({ message: 'Tem certeza que deseja remover?' }))) return;
    try {
      await call(provider, 'DELETE /faixas-salariais/{faixaSalarialId}/configuracoes-niveis-competencia/{id}', { path: { ...path, id: matriz.id! } });
      toast.success('Configuração removida com sucesso.');
      await mutate();
    } catch {
      // The provider has shown the refusal.
    }
  };
  return (
    <Section title="Competências exigidas" icon="layout-grid" compact collapsible className="rh-matriz-competencias" style={{ marginBottom: 16 }}>
      <SectionCard>
        {!matrizes ? (
          <Spinner size={20} />
        ) : (
          <>
            {matrizes.length ? (
              <HTMLTable compact striped style={{ width: '100%' }}>
                <thead>
                  <tr>
                    <th>A partir de</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {matrizes.map((matriz) => (
                    <tr key={matriz.id}>
                      <td>{formatDate(matriz.data)}</td>
                      <td style={{ textAlign: 'right' }}>
                        <Button small minimal icon="edit" text="Editar" onClick={() => void abrir(matriz, false)} />
                        <Button small minimal icon="trash" intent={Intent.DANGER} text="Remover" onClick={() => void remover(matriz)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            ) : (
              <p className={Classes.TEXT_MUTED}>Nenhuma configuração de competências para esta faixa.</p>
            )}
            {/* A new matrix starts as the latest one: usually a few levels change. */}
            <Button icon="add" text="Configurar competências" style={{ marginTop: 8 }} onClick={() => void abrir(matrizes[0], true)} />
          </>
        )}
        {aberta && (
          <MatrizDialog
            faixaId={faixaId}
            matriz={aberta}
            onClose={() => setAberta(undefined)}
            onSaved={async (criada) => {
              toast.success(criada ? 'Configuração incluída com sucesso.' : 'Configuração alterada com sucesso.');
              setAberta(undefined);
              await mutate();
            }}
          />
        )}
      </SectionCard>
    </Section>
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
  const [salvando, setSalvando] = useState(false);
  const server = useServerFieldErrors();
  const [enviadas, setEnviadas] = useState<string[]>([]);
  const { data: competencias } = useSWR(['GET /faixas-salariais/{faixaSalarialId}/competencias', faixaId], () => call(provider, 'GET /faixas-salariais/{faixaSalarialId}/competencias', { path: { faixaSalarialId: faixaId } }));
  const { data: vigente } = useSWR(data ? ['GET /niveis-competencia-historico/vigente', data] : null, () => call(provider, 'GET /niveis-competencia-historico/vigente', { params: { data } }));
  const niveis = vigente?.configuracao?.niveis ?? [];

  // The server names a row by its place in the body sent: back to the competence it was.
  const mensagens = useMemo(() => {
    const porLinha: Record<string, string[]> = {};
    const gerais: FieldError[] = [];
    for (const erro of server.errors) {
      const [, posicao] = /^competencias\.(\d+)\./.exec(erro.field) ?? [];
      const linha = posicao === undefined ? undefined : enviadas[Number(posicao)];
      if (linha) (porLinha[linha] ??= []).push(erro.message);
      else gerais.push(erro);
    }
    return { porLinha, gerais };
  }, [server.errors, enviadas]);

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
    setSalvando(true);
    try {
      const path = { faixaSalarialId: faixaId };
      if (matriz.id) await call(provider, 'PUT /faixas-salariais/{faixaSalarialId}/configuracoes-niveis-competencia/{id}', { path: { ...path, id: matriz.id }, body: { ...body, id: matriz.id, version: matriz.version } });
      else await call(provider, 'POST /faixas-salariais/{faixaSalarialId}/configuracoes-niveis-competencia', { path, body });
      await onSaved(!matriz.id);
    } catch (error) {
      server.take(error);
    } finally {
      setSalvando(false);
    }
  };

  const erroDe = (campo: string) => mensagens.gerais.filter((e) => e.field === campo).map((e) => e.message).join(' ');
  return (
    <Dialog isOpen title="Inserir/Editar competências exigidas" onClose={onClose} style={{ width: 980, maxWidth: '95vw' }} className="rh-matriz-dialog">
      <DialogBody>
        <FormGroup label="A partir de" labelFor="matriz-data" labelInfo="*" intent={erroDe('data') ? Intent.DANGER : Intent.NONE} helperText={erroDe('data') || undefined}>
          <FormattedInput
            id="matriz-data"
            inputMode="numeric"
            placeholder="dd/mm/aaaa"
            value={data || undefined}
            format={(value) => (typeof value === 'string' ? formatDate(value) : '')}
            mask={maskDateText}
            parse={parseDate}
            style={{ maxWidth: 180 }}
            intent={erroDe('data') ? Intent.DANGER : Intent.NONE}
            onChange={(value) => { setData(typeof value === 'string' ? value : ''); server.clear(); }}
          />
        </FormGroup>
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
                  {niveis.map((n) => (
                    <th key={n.nivelCompetencia.id} style={{ textAlign: 'center' }}>
                      {n.nivelCompetencia.descricao}
                      <div className={Classes.TEXT_MUTED} style={{ fontWeight: 'normal', fontSize: 11 }}>peso {n.ordem}</div>
                    </th>
                  ))}
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
                          {c.nome} <span className={Classes.TEXT_MUTED}>({TIPOS[c.tipoCompetencia]})</span>
                        </Checkbox>
                        {erros && (
                          <div className={`${Classes.FORM_GROUP} ${Classes.INTENT_DANGER}`} style={{ margin: 0 }}>
                            <div className={Classes.FORM_HELPER_TEXT}>{erros.join(' ')}</div>
                          </div>
                        )}
                      </td>
                      <td>
                        <NumericInput aria-label={`Peso de ${c.nome}`} disabled={!escolha.incluida} small fill buttonPosition="none" min={1} max={99999} value={escolha.peso ?? ''} onValueChange={(valor) => mudar(k, { peso: Number.isNaN(valor) ? undefined : valor })} />
                      </td>
                      {niveis.map((n) => (
                        <td key={n.nivelCompetencia.id} style={{ textAlign: 'center' }}>
                          <Radio
                            aria-label={`${c.nome}: ${n.nivelCompetencia.descricao}`}
                            name={`nivel-${k}`}
                            disabled={!escolha.incluida}
                            checked={escolha.incluida && escolha.nivelId === n.nivelCompetencia.id}
                            style={{ margin: 0, display: 'inline-block' }}
                            onChange={() => mudar(k, { nivelId: n.nivelCompetencia.id })}
                          />
                        </td>
                      ))}
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
            <Button text="Gravar" intent={Intent.PRIMARY} loading={salvando} onClick={() => void gravar()} />
            <Button text="Cancelar" onClick={onClose} />
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
