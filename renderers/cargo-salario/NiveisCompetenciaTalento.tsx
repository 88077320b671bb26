/**
 * On a talent's form: their competence levels (spec 02 §2 configuracoes-niveis-competencia-
 * colaborador), each assessment from a date. The dialog asks the date, the faixa (the talent's
 * on that date, from the history, until changed), the evaluator and a note, and lists the
 * competences the faixa's matrix requires on the date as rows, with the level required, and the
 * levels of the configuration in force as columns — the grid the faixa's matrix has.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, HTMLTable, Intent, Spinner, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import { call } from '../../engine/react/api-client';
import { useDataProvider } from '../../engine/react/data-provider';
import { useServerFieldErrors } from '../../engine/react/server-field-errors';
import type { FormExtensionProps } from '../../engine/react/shell-kit';
import { today } from '../../engine/validation/brazilian';
import type { ConfiguracaoNivelCompetenciaColaborador as Avaliacao } from '../../generated/entities';
import { PROPRIEDADE, chave, chaveDaLinha } from '../../modules/cargo-salario/competencias/competencia';
import { CabecalhoNiveis, CampoData, CelulasDeNivel, ErrosDaLinha, NomeDaCompetencia, SecaoDatada, useErrosPorLinha, useRegistrosDatados } from './grade-competencias';

const ITEM = '/colaboradores/{colaboradorId}/configuracoes-niveis-competencia-colaborador/{id}' as const;

export function NiveisCompetenciaTalento({ id }: FormExtensionProps): React.JSX.Element | null {
  // A new talent has no history yet, so no faixa to assess.
  return id ? <Avaliacoes colaboradorId={id} /> : null;
}

function Avaliacoes({ colaboradorId }: { colaboradorId: string }): React.JSX.Element {
  const provider = useDataProvider();
  // A new assessment starts empty: its date decides the faixa and the competences.
  const registros = useRegistrosDatados<Avaliacao>(
    `/colaboradores/${colaboradorId}/configuracoes-niveis-competencia-colaborador`,
    { incluido: 'Avaliação incluída com sucesso.', alterado: 'Avaliação alterada com sucesso.', removido: 'Avaliação removida com sucesso.' },
    () => ({ data: today() }),
  );
  const { data: nomes } = useSWR(['opcoes', 'faixas-salariais'], () => provider.getOptions('faixas-salariais'));
  const faixa = (avaliacao: Avaliacao) => nomes?.find((f) => f.id === avaliacao.faixaSalarial?.id)?.descricao ?? '';
  return (
    <SecaoDatada
      titulo="Níveis de competência"
      className="rh-niveis-competencia-talento"
      rotuloData="Data"
      colunas={[{ titulo: 'Faixa salarial', valor: faixa }]}
      itens={registros.itens}
      vazio="Nenhuma avaliação de competências deste talento."
      adicionar="Avaliar competências"
      onAbrir={(avaliacao, nova) => void registros.abrir(avaliacao, nova)}
      onRemover={(avaliacao) => void registros.remover(avaliacao)}
    >
      {registros.aberto && (
        <AvaliacaoDialog
          colaboradorId={colaboradorId}
          avaliacao={registros.aberto}
          onClose={registros.fechar}
          onSaved={(criada) => registros.salvo(criada)}
        />
      )}
    </SecaoDatada>
  );
}

interface AvaliacaoDialogProps {
  colaboradorId: string;
  avaliacao: Partial<Avaliacao>;
  onClose(): void;
  onSaved(criada: boolean): Promise<void>;
}

function AvaliacaoDialog({ colaboradorId, avaliacao, onClose, onSaved }: AvaliacaoDialogProps): React.JSX.Element {
  const provider = useDataProvider();
  const [data, setData] = useState(avaliacao.data ?? today());
  // Undefined: the talent's faixa on the date, as the server answers it.
  const [faixaId, setFaixaId] = useState(avaliacao.faixaSalarial?.id);
  const [avaliadorId, setAvaliadorId] = useState(avaliacao.avaliador?.id);
  const [observacao, setObservacao] = useState(avaliacao.observacao ?? '');
  const [niveis, setNiveis] = useState<Record<string, number>>(() => Object.fromEntries((avaliacao.competencias ?? []).map((linha) => [chaveDaLinha(linha), linha.nivelCompetencia.id])));
  const server = useServerFieldErrors();
  const [enviadas, setEnviadas] = useState<string[]>([]);
  const { porLinha, erroDe } = useErrosPorLinha(server.errors, enviadas);
  const params = { data, ...(faixaId !== undefined && { faixaSalarialId: faixaId }) };
  const { data: exigidas } = useSWR(data ? ['GET /colaboradores/{colaboradorId}/competencias-exigidas', colaboradorId, data, faixaId] : null, () =>
    call(provider, 'GET /colaboradores/{colaboradorId}/competencias-exigidas', { path: { colaboradorId }, params }),
  );
  const { data: vigente } = useSWR(data ? ['GET /niveis-competencia-historico/vigente', data] : null, () => call(provider, 'GET /niveis-competencia-historico/vigente', { params: { data } }));
  const { data: faixas } = useSWR(['opcoes', 'faixas-salariais'], () => provider.getOptions('faixas-salariais'));
  const { data: talentos } = useSWR(['opcoes', 'colaboradores', 'A'], () => provider.getOptions('colaboradores', { situacao: 'A' }));
  const escala = vigente?.configuracao?.niveis ?? [];
  const competencias = exigidas?.competencias ?? [];
  const mudar = (mudanca: () => void) => {
    mudanca();
    server.clear();
  };

  const gravar = async () => {
    setEnviadas(competencias.map((c) => chave(c.tipoCompetencia, c.id)));
    const body = {
      data,
      faixaSalarial: exigidas?.faixaSalarial ? { id: exigidas.faixaSalarial.id } : undefined,
      avaliador: avaliadorId === undefined ? undefined : { id: avaliadorId },
      observacao: observacao || undefined,
      competencias: competencias.map((c) => {
        const nivelId = niveis[chave(c.tipoCompetencia, c.id)];
        return { tipoCompetencia: c.tipoCompetencia, [PROPRIEDADE[c.tipoCompetencia]]: { id: c.id }, nivelCompetencia: nivelId === undefined ? undefined : { id: nivelId } };
      }),
    };
    await server.submit(async () => {
      const path = { colaboradorId };
      if (avaliacao.id) await call(provider, `PUT ${ITEM}`, { path: { ...path, id: avaliacao.id }, body: { ...body, id: avaliacao.id, version: avaliacao.version } });
      else await call(provider, 'POST /colaboradores/{colaboradorId}/configuracoes-niveis-competencia-colaborador', { path, body: body });
      await onSaved(!avaliacao.id);
    });
  };

  const erroFaixa = erroDe('faixaSalarial');
  return (
    <Dialog isOpen title="Inserir/Editar níveis de competência do talento" onClose={onClose} style={{ width: 900, maxWidth: '95vw' }} className="rh-avaliacao-competencias-dialog">
      <DialogBody>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <CampoData id="avaliacao-data" label="Data" value={data} erro={erroDe('data')} onChange={(valor) => mudar(() => setData(valor))} />
          <FormGroup label="Faixa salarial" labelFor="avaliacao-faixa" helperText={erroFaixa || 'A do histórico do talento na data, até ser trocada.'} intent={erroFaixa ? Intent.DANGER : Intent.NONE} style={{ flex: 1, minWidth: 260 }}>
            <HTMLSelect
              id="avaliacao-faixa"
              fill
              value={exigidas?.faixaSalarial?.id ?? ''}
              onChange={(e) => mudar(() => setFaixaId(e.currentTarget.value ? Number(e.currentTarget.value) : undefined))}
              options={[{ value: '', label: '' }, ...(faixas ?? []).map((f) => ({ value: Number(f.id), label: f.descricao ?? '' }))]}
            />
          </FormGroup>
          <FormGroup label="Avaliador" labelFor="avaliacao-avaliador" style={{ flex: 1, minWidth: 220 }}>
            <HTMLSelect
              id="avaliacao-avaliador"
              fill
              value={avaliadorId ?? ''}
              onChange={(e) => mudar(() => setAvaliadorId(e.currentTarget.value ? Number(e.currentTarget.value) : undefined))}
              options={[{ value: '', label: '' }, ...(talentos ?? []).map((t) => ({ value: Number(t.id), label: t.nome ?? '' }))]}
            />
          </FormGroup>
        </div>
        {erroDe('competencias') && (
          <Callout intent={Intent.DANGER} compact style={{ marginBottom: 8 }}>
            {erroDe('competencias')}
          </Callout>
        )}
        {!exigidas || !vigente ? (
          <Spinner size={20} />
        ) : exigidas.mensagem ? (
          <Callout intent={Intent.WARNING}>{exigidas.mensagem}</Callout>
        ) : !escala.length ? (
          <Callout intent={Intent.WARNING}>Não há configuração dos níveis de competência em vigor nesta data.</Callout>
        ) : (
          <div style={{ overflowX: 'auto' }}>
            <HTMLTable compact striped className="rh-matriz" style={{ width: '100%' }}>
              <thead>
                <tr>
                  <th>Competência</th>
                  <th>Nível exigido</th>
                  <CabecalhoNiveis niveis={escala} />
                </tr>
              </thead>
              <tbody>
                {competencias.map((c) => {
                  const k = chave(c.tipoCompetencia, c.id);
                  return (
                    <tr key={k} data-competencia={c.nome}>
                      <td>
                        <NomeDaCompetencia competencia={c} />
                        <ErrosDaLinha erros={porLinha[k]} />
                      </td>
                      <td>{c.nivelExigido.descricao}</td>
                      <CelulasDeNivel chave={k} nome={c.nome} niveis={escala} nivelId={niveis[k]} onChange={(nivelId) => mudar(() => setNiveis((atual) => ({ ...atual, [k]: nivelId })))} />
                    </tr>
                  );
                })}
              </tbody>
            </HTMLTable>
          </div>
        )}
        <FormGroup label="Observação" labelFor="avaliacao-observacao" style={{ marginTop: 12 }}>
          <TextArea id="avaliacao-observacao" fill rows={2} maxLength={4000} value={observacao} onChange={(e) => setObservacao(e.target.value)} />
        </FormGroup>
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
