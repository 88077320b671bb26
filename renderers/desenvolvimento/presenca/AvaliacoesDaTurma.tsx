/**
 * /desenvolvimento/turmas/:id/avaliacoes ("Avaliações" of a class): one column per evaluation of
 * the course, released or blocked in this class by its switch; a grade (n) or a percentage (p) is
 * typed per participant and saved when the field is left; an evaluation model (a) is answered by
 * HR for the participant ("Responder"), its score being the result. Frequency and "Aprovado"
 * come from the server, recomputed on each result.
 */
import { Button, Callout, H3, HTMLTable, InputGroup, Intent, NonIdealState, Spinner, Switch, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import type { AvaliacaoDaTurma, AvaliacoesDaTurma as Grade, ParticipanteAvaliado } from '../../../modules/desenvolvimento/aprovacao/avaliacoes.api';
import { toast } from '../../shell/toaster';
import { QuestionarioDaTurmaDialog } from './QuestionarioDaTurmaDialog';
import './presenca.css';

const numero = (valor: number) => valor.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
const TIPO: Record<string, string> = { n: 'Nota', p: 'Percentual', a: 'Modelo de avaliação' };

/** A result typed in pt-BR ("7,5"); empty clears it. */
function lerValor(texto: string): number | null | undefined {
  const limpo = texto.trim().replace(/\./g, '').replace(',', '.');
  if (!limpo) return null;
  const valor = Number(limpo);
  return Number.isFinite(valor) ? valor : undefined;
}

function CampoDeResultado({ avaliacao, participante, onSalvar }: { avaliacao: AvaliacaoDaTurma; participante: ParticipanteAvaliado; onSalvar: (valor: number | null) => Promise<void> }): React.JSX.Element {
  const atual = participante.resultados.find((r) => r.avaliacaoCursoId === avaliacao.avaliacaoCursoId)?.valor;
  const [texto, setTexto] = useState(atual === undefined ? '' : numero(atual));
  const [erro, setErro] = useState<string>();
  const sair = async () => {
    const valor = lerValor(texto);
    if (valor === undefined) return setErro('Informe um número.');
    if ((valor ?? undefined) === atual) return setErro(undefined);
    try {
      await onSalvar(valor);
      setErro(undefined);
    } catch (e) {
      const falha = e as { fields?: { message: string }[]; message?: string };
      setErro(falha.fields?.[0]?.message ?? falha.message);
    }
  };
  return (
    <>
      <InputGroup
        aria-label={`${avaliacao.titulo} de ${participante.nome}`}
        value={texto}
        intent={erro ? Intent.DANGER : Intent.NONE}
        rightElement={avaliacao.tipo === 'p' ? <Tag minimal>%</Tag> : undefined}
        onChange={(e) => setTexto(e.currentTarget.value)}
        onBlur={() => void sair()}
        onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
      />
      {erro ? <div className="bp6-form-helper-text rh-campo-erro">{erro}</div> : null}
    </>
  );
}

export function AvaliacoesDaTurma(): React.JSX.Element {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const [respondendo, setRespondendo] = useState<{ avaliacao: AvaliacaoDaTurma; participante: ParticipanteAvaliado }>();
  const { data, error, mutate } = useSWR(['turma-avaliacoes', id], () => call(provider, 'GET /turmas/{id}/avaliacoes', { path: { id }, errorMode: 'none' }));
  if (error) return <Callout intent={Intent.DANGER}>{(error as Error).message}</Callout>;
  if (!data) return <Spinner />;
  const atualizar = (grade: Grade) => mutate(grade, { revalidate: false });

  const lancar = async (participante: ParticipanteAvaliado, avaliacao: AvaliacaoDaTurma, valor: number | null) => {
    await atualizar(await call(provider, 'PUT /turmas/{id}/resultados', { path: { id }, body: { colaboradorTurmaId: participante.colaboradorTurmaId, avaliacaoCursoId: avaliacao.avaliacaoCursoId, valor }, errorMode: 'none' }));
  };
  const liberar = async (avaliacao: AvaliacaoDaTurma) => {
    await atualizar(await call(provider, 'PUT /turmas/{id}/libera-bloqueia', { path: { id }, body: { avaliacaoCursoId: avaliacao.avaliacaoCursoId, liberada: !avaliacao.liberada } }));
    toast.success(avaliacao.liberada ? 'Avaliação bloqueada.' : 'Avaliação liberada.');
  };

  return (
    <section className="rh-presenca">
      <div className="rh-presenca-acoes">
        <Button icon="arrow-left" text="Voltar" onClick={() => navigate(`/desenvolvimento/turmas/${id}`)} />
      </div>
      <H3>
        Avaliações: {data.turma} <small>({data.curso})</small>
      </H3>
      <p>
        Aprovado quem tem frequência de ao menos {numero(data.minimoFrequencia)}%
        {data.avaliacoes.length ? ' e atinge o mínimo de cada avaliação.' : '.'}
      </p>
      {!data.participantes.length ? (
        <NonIdealState icon="people" description="Esta turma ainda não tem participantes." />
      ) : (
        <HTMLTable className="rh-avaliacoes-tabela" striped compact>
          <thead>
            <tr>
              <th>Participante</th>
              <th>Frequência</th>
              {data.avaliacoes.map((a) => (
                <th key={a.avaliacaoCursoId}>
                  <div>{a.titulo}</div>
                  <small>
                    {TIPO[a.tipo]}
                    {a.minimoAprovacao !== null ? ` · mínimo ${numero(a.minimoAprovacao)}` : ''}
                  </small>
                  <Switch checked={a.liberada} label="Liberada" onChange={() => void liberar(a)} />
                </th>
              ))}
              <th>Situação</th>
            </tr>
          </thead>
          <tbody>
            {data.participantes.map((p) => (
              <tr key={p.colaboradorTurmaId}>
                <td>{p.nome}</td>
                <td>{numero(p.percentualFrequencia)}%</td>
                {data.avaliacoes.map((a) => (
                  <td key={a.avaliacaoCursoId}>
                    {a.tipo === 'a' ? (
                      <>
                        {p.resultados.find((r) => r.avaliacaoCursoId === a.avaliacaoCursoId) ? <Tag minimal>{numero(p.resultados.find((r) => r.avaliacaoCursoId === a.avaliacaoCursoId)!.valor)}%</Tag> : null}{' '}
                        <Button small icon="edit" text="Responder" onClick={() => setRespondendo({ avaliacao: a, participante: p })} />
                      </>
                    ) : (
                      <CampoDeResultado key={`${p.colaboradorTurmaId}:${a.avaliacaoCursoId}`} avaliacao={a} participante={p} onSalvar={(valor) => lancar(p, a, valor)} />
                    )}
                  </td>
                ))}
                <td>{p.aprovado ? <Tag intent={Intent.SUCCESS}>Aprovado</Tag> : <Tag minimal>Não aprovado</Tag>}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {respondendo ? <ResponderPeloParticipante turmaId={id} {...respondendo} onFim={(grade) => { setRespondendo(undefined); if (grade) void atualizar(grade); }} /> : null}
    </section>
  );
}

function ResponderPeloParticipante({ turmaId, avaliacao, participante, onFim }: { turmaId: number; avaliacao: AvaliacaoDaTurma; participante: ParticipanteAvaliado; onFim: (grade?: Grade) => void }): React.JSX.Element {
  const provider = useDataProvider();
  const path = { questionario: avaliacao.modeloAvaliacaoId!, colaborador: participante.colaboradorId, turma: turmaId };
  return (
    <QuestionarioDaTurmaDialog
      titulo={`${avaliacao.titulo}: ${participante.nome}`}
      chave={`turma:${turmaId}:${path.questionario}:${path.colaborador}`}
      carregar={() => call(provider, 'GET /colaborador-respostas/{questionario}/por-outro-usuario/{colaborador}/turma/{turma}', { path, errorMode: 'none' })}
      enviar={(respostas) => call(provider, 'POST /colaborador-respostas/{questionario}/por-outro-usuario/{colaborador}/turma/{turma}', { path, body: { respostas }, errorMode: 'none' })}
      sucesso="Respostas gravadas."
      onFim={onFim}
    />
  );
}
