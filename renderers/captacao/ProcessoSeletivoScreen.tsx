/**
 * /captacao/processo-seletivo/:id — the selection of one personnel request as a board: a
 * column per selective step (in the request's order) plus "Inscritos", each candidate in the
 * column of the step they stand at. The analyst drags a card into the next step (mouse, touch,
 * or the keyboard: focus the card, Space, arrows, Space — dnd-kit's sensors) or uses its "Mover
 * para" button, records the step's result and hires; the record actions are the declared ones
 * (`contratar`, `resultado`, `encerra`), run through the same dialogs as in the lists.
 */
import { Button, Callout, Card, H3, H5, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent, DragStartEvent } from '@dnd-kit/core';
import type { DataProvider } from '../../engine/react/data-provider';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { EntityMeta } from '../../engine/api-types';
import type { Etapa, PipelineCandidato } from '../../modules/captacao/selecao/selecao.api';
import { useEntities } from '../../engine/react/entities-context';
import { useRecordActions } from '../../engine/react/record-actions';
import type { JsonSchema } from '../../engine/declaration';
import { today } from '../../engine/validation/brazilian';
import { useDataProvider } from '../../engine/react/data-provider';
import { PageSpinner } from '../shell/pages/PageSpinner';
import { toast } from '../shell/toaster';
import { codeChoices } from '../../engine/widgets/choices';
import { formatDate } from '../../engine/format/dates';
import { AvaliacoesCandidatoDialog } from './AvaliacoesCandidatoDialog';
import { call } from '../../engine/react/api-client';

const RESULT_INTENT: Record<string, Intent> = { A: Intent.SUCCESS, R: Intent.DANGER, D: Intent.WARNING, E: Intent.PRIMARY };

function useEntity(name: string): EntityMeta | undefined {
  return useEntities().find((e) => e.name === name);
}

/** Puts the candidate in the next step (the server refuses any other: steps are taken in order). */
async function moverParaProxima(provider: DataProvider, candidato: PipelineCandidato, proxima: Etapa, onChanged: () => void): Promise<void> {
  try {
    await provider.create('historicos-candidato', { candidatoSolicitacao: { id: candidato.id }, etapaSeletiva: { id: proxima.id }, data: today(), resultado: 'E' });
    toast.success(`${candidato.nome} passou para a etapa ${proxima.nome}.`);
    onChanged();
  } catch {
    // The provider has shown the refusal (a step out of order).
  }
}

/** A step's column, where a card dragged for it can be dropped (only the dragged candidate's next step lights up). */
function Coluna({ id, nome, aceita, children }: { id: number | null; nome: string; aceita: boolean; children: React.ReactNode }): React.JSX.Element {
  const { setNodeRef, isOver } = useDroppable({ id: id ?? 0, disabled: !aceita });
  const classes = ['rh-pipeline-column', aceita ? 'rh-pipeline-column-aceita' : '', aceita && isOver ? 'rh-pipeline-column-sobre' : ''].filter(Boolean).join(' ');
  return (
    <div ref={setNodeRef} className={classes} data-etapa={nome}>
      {children}
    </div>
  );
}

function CandidatoCard({ candidato, etapas, resultados, onChanged, vinculo, historico, onAvaliacoes }: {
  candidato: PipelineCandidato;
  etapas: Etapa[];
  resultados: Map<string, string>;
  onChanged: () => void;
  vinculo: ReturnType<typeof useRecordActions>;
  historico: ReturnType<typeof useRecordActions>;
  onAvaliacoes: () => void;
}): React.JSX.Element {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const [moving, setMoving] = useState(false);
  const atual = candidato.historico.find((h) => h.etapaId === candidato.etapaAtualId);
  const proxima = candidato.contratado ? undefined : etapas.find((e) => e.id === candidato.proximaEtapaId);
  const arrastavel = useDraggable({ id: candidato.id, disabled: !proxima });
  const mover = async () => {
    setMoving(true);
    await moverParaProxima(provider, candidato, proxima!, onChanged);
    setMoving(false);
  };
  const record = { id: candidato.id, descricao: candidato.nome, contratado: candidato.contratado };
  // A hired candidate's step has no result left to record.
  const resultado = atual && !candidato.contratado ? { id: atual.id, responsavel: candidato.nome } : undefined;
  const { transform } = arrastavel;
  return (
    <Card
      ref={(node: HTMLDivElement | null) => {
        // The card is also what the keyboard grabs: Space on one of its buttons stays that button's.
        arrastavel.setNodeRef(node);
        arrastavel.setActivatorNodeRef(node);
      }}
      // A card that cannot move is no draggable button: dnd-kit's aria-disabled would also mark its buttons unavailable.
      {...(proxima ? { ...arrastavel.attributes, ...arrastavel.listeners, 'aria-roledescription': 'cartão arrastável' } : {})}
      aria-label={proxima ? `${candidato.nome}: arraste para ${proxima.nome}` : candidato.nome}
      className={`rh-pipeline-card${arrastavel.isDragging ? ' rh-pipeline-card-arrastando' : ''}`}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      elevation={arrastavel.isDragging ? 3 : 1}
      data-candidato={candidato.nome}
    >
      <H5>{candidato.nome}</H5>
      <div className="rh-pipeline-tags">
        {atual ? (
          <Tag intent={RESULT_INTENT[atual.resultado]} minimal>
            {resultados.get(atual.resultado) ?? atual.resultado} em {formatDate(atual.data)}
          </Tag>
        ) : null}
        {candidato.contratado ? <Tag intent={Intent.SUCCESS} icon="endorsed">Contratado</Tag> : null}
      </div>
      <div className="rh-pipeline-actions">
        {proxima ? (
          <Button size="small" icon="arrow-right" loading={moving} text={`Mover para ${proxima.nome}`} onClick={() => void mover()} />
        ) : null}
        {atual && etapas.find((e) => e.id === atual.etapaId)?.analiseComportamental ? (
          <Button size="small" icon="edit" text="Teste palográfico" onClick={() => navigate(`/captacao/historicos-candidato/${atual.id}`)} />
        ) : null}
        {resultado && atual?.resultado === 'E'
          ? historico.buttons(resultado).map((b) => <Button key={b.label} size="small" icon={b.icon} text={b.label} onClick={b.onClick} />)
          : null}
        <Button size="small" icon="form" text="Avaliações" onClick={onAvaliacoes} />
        {vinculo.buttons(record).map((b) => (
          <Button key={b.label} size="small" icon={b.icon} intent={b.intent} text={b.label} onClick={b.onClick} />
        ))}
      </div>
    </Card>
  );
}

// What a screen reader hears while a card moves (dnd-kit speaks English by default).
const INSTRUCOES = { draggable: 'Para arrastar o candidato, tecle espaço; use as setas para levá-lo à próxima etapa e espaço de novo para soltar, ou Esc para desistir.' };
const ANUNCIOS = {
  onDragStart: () => 'Candidato selecionado para mover.',
  onDragOver: ({ over }: { over: { id: unknown } | null }) => (over ? 'Sobre a próxima etapa.' : 'Fora de uma etapa que o aceite.'),
  onDragEnd: ({ over }: { over: { id: unknown } | null }) => (over ? 'Candidato solto na próxima etapa.' : 'Candidato solto fora de uma etapa que o aceite.'),
  onDragCancel: () => 'Movimento cancelado.',
};

export function ProcessoSeletivoScreen(): React.JSX.Element {
  const { id } = useParams();
  const provider = useDataProvider();
  const vinculoEntity = useEntity('candidatoSolicitacao');
  const historicoEntity = useEntity('historicoCandidato');
  const solicitacaoEntity = useEntity('solicitacaoPessoal');
  const { data, error, mutate } = useSWR(['processo-seletivo', id], () =>
    call(provider, 'GET /solicitacoes-pessoal/{id}/processo-seletivo', { path: { id: id! }, errorMode: 'none' }),
  );
  const refresh = () => void mutate();
  const vinculo = useRecordActions(vinculoEntity!, refresh);
  const historico = useRecordActions(historicoEntity!, refresh);
  const solicitacao = useRecordActions(solicitacaoEntity!, refresh);
  const [avaliando, setAvaliando] = useState<PipelineCandidato>();
  const [arrastado, setArrastado] = useState<PipelineCandidato>();
  // A small move starts a drag, so a click on the card's buttons stays a click.
  const sensores = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor));
  if (error) return <Callout intent={Intent.DANGER}>{(error as Error).message}</Callout>;
  if (!data) return <PageSpinner />;
  const resultados = new Map(
    (codeChoices((historicoEntity?.schema.properties as Record<string, JsonSchema> | undefined)?.resultado ?? {}) ?? []).map((c) => [String(c.value), c.label]),
  );
  const { etapas, candidatos } = data;
  const s = data.solicitacao;
  const columns = [{ id: null as number | null, nome: 'Inscritos' }, ...etapas];
  const preenchida = s.qtdVagasPreenchidas >= s.quantidade;
  const allowed = solicitacao.buttons({ ...s, suspensa: !s.aberta && !s.encerrada && !s.cancelada });
  const encerrar = allowed.find((b) => b.label === 'Encerrar');
  // The request's declared "Adicionar candidatos", offered where the candidates are.
  const adicionar = allowed.find((b) => b.label === 'Adicionar candidatos');
  const inicio = ({ active }: DragStartEvent) => setArrastado(candidatos.find((c) => c.id === active.id));
  const fim = ({ active, over }: DragEndEvent) => {
    setArrastado(undefined);
    const candidato = candidatos.find((c) => c.id === active.id);
    const proxima = etapas.find((e) => e.id === candidato?.proximaEtapaId);
    if (candidato && proxima && over?.id === proxima.id) void moverParaProxima(provider, candidato, proxima, refresh);
  };
  return (
    <section className="rh-pipeline-screen">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <H3>Processo seletivo: {s.descricao}</H3>
        {adicionar && <Button intent={Intent.PRIMARY} icon={adicionar.icon} text={adicionar.label} onClick={adicionar.onClick} />}
      </div>
      <p>
        Vagas preenchidas: <strong>{s.qtdVagasPreenchidas}</strong> de {s.quantidade} ·{' '}
        <Link to={`/captacao/solicitacoes-pessoal/${s.id}`}>Abrir solicitação</Link>
      </p>
      {preenchida && encerrar ? (
        <Callout intent={Intent.SUCCESS} title="Todas as vagas foram preenchidas.">
          <p>Deseja encerrar a solicitação? O anúncio deixa de aparecer no portal do candidato.</p>
          <Button intent={Intent.PRIMARY} icon="tick-circle" text="Encerrar solicitação" onClick={encerrar.onClick} />
        </Callout>
      ) : null}
      {!candidatos.length ? (
        <NonIdealState icon="people" description="Nenhum candidato nesta solicitação." />
      ) : (
        <DndContext sensors={sensores} onDragStart={inicio} onDragEnd={fim} onDragCancel={() => setArrastado(undefined)} accessibility={{ announcements: ANUNCIOS, screenReaderInstructions: INSTRUCOES }}>
          <div className="rh-pipeline">
            {columns.map((column) => {
              const here = candidatos.filter((c) => c.etapaAtualId === column.id);
              return (
                <Coluna key={column.id ?? 0} id={column.id} nome={column.nome} aceita={arrastado !== undefined && arrastado.proximaEtapaId === column.id}>
                  <H5>
                    {column.nome} <Tag minimal round>{here.length}</Tag>
                  </H5>
                  {here.map((c) => (
                    <CandidatoCard key={c.id} candidato={c} etapas={etapas} resultados={resultados} onChanged={refresh} vinculo={vinculo} historico={historico} onAvaliacoes={() => setAvaliando(c)} />
                  ))}
                </Coluna>
              );
            })}
          </div>
        </DndContext>
      )}
      {avaliando ? (
        <AvaliacoesCandidatoDialog
          vinculo={{
            id: avaliando.id,
            candidatoId: avaliando.candidatoId,
            nome: avaliando.nome,
            solicitacaoId: s.id,
            historicoCandidatoId: avaliando.historico.find((h) => h.etapaId === avaliando.etapaAtualId)?.id,
          }}
          onClose={() => setAvaliando(undefined)}
        />
      ) : null}
      {vinculo.dialog}
      {historico.dialog}
      {solicitacao.dialog}
    </section>
  );
}
