/**
 * /desenvolvimento/turmas/:id/participantes, "Participantes" of a class (its row and form
 * action): the talents in it with área, cargo, frequência and aprovação; add talents (search,
 * several at once, or every active one of an área or cargo), bring those of other classes,
 * remove one (the server refuses one with presences or grades), send the class's notice and
 * print the certificates of the approved (all in one PDF, or one's).
 */
import { Button, ButtonGroup, Callout, H3, HTMLTable, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import { REMOVED_MESSAGE, REMOVE_QUESTION } from '../../../engine/react/EntityListScreen';
import { saveDownload } from '../../../engine/react/report-job';
import type { InclusaoNaTurma } from '../../../modules/desenvolvimento/turmas/turmas.api';
import { confirm } from '../../shell/confirm';
import { toast } from '../../shell/toaster';
import { AdicionarTalentos } from './AdicionarTalentos';
import { ClonarParticipantes } from './ClonarParticipantes';
import { mensagemDaInclusao } from './inclusao';
import './turmas.css';

const percentual = (valor: number) => `${valor.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

export function ParticipantesTurma(): React.JSX.Element {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const [dialogo, setDialogo] = useState<'adicionar' | 'clonar'>();
  const [enviando, setEnviando] = useState(false);
  const { data, error, mutate } = useSWR(['turma-participantes', id], () => call(provider, 'GET /turmas/{id}/participantes', { path: { id }, errorMode: 'none' }));
  if (error) return <Callout intent={Intent.DANGER}>{(error as Error).message}</Callout>;
  if (!data) return <Spinner />;
  const { turma, participantes } = data;

  const incluidos = async (resultado: InclusaoNaTurma) => {
    setDialogo(undefined);
    toast.success(mensagemDaInclusao(resultado));
    if (resultado.aviso) toast.warning(resultado.aviso);
    await mutate();
  };

  const remover = async (participanteId: number) => {
    if (!(await confirm({ message: REMOVE_QUESTION }))) return;
    await provider.remove('colaborador-turma', participanteId);
    toast.success(REMOVED_MESSAGE);
    await mutate();
  };

  const enviarAviso = async () => {
    if (!(await confirm({ message: 'Enviar por e-mail aos participantes o aviso da turma (curso, dias e instrutor)?' }))) return;
    setEnviando(true);
    try {
      const { enviados, semEmail } = await call(provider, 'POST /turmas/{id}/envia-aviso', { path: { id } });
      toast.success(enviados === 1 ? 'Aviso enviado a 1 participante.' : `Aviso enviado a ${enviados} participantes.`);
      if (semEmail.length > 0) toast.warning(`Sem e-mail cadastrado, não receberam o aviso: ${semEmail.join(', ')}.`, { timeout: 10000 });
    } finally {
      setEnviando(false);
    }
  };

  const certificado = (path: string) => void provider.download(path).then(saveDownload);
  const aprovados = participantes.filter((p) => p.aprovado).length;

  return (
    <section className="rh-turma-participantes">
      <div className="rh-turma-barra">
        <Button icon="arrow-left" text="Voltar" onClick={() => navigate(`/desenvolvimento/turmas/${id}`)} />
        <ButtonGroup>
          <Button icon="new-person" intent={Intent.PRIMARY} text="Adicionar talentos" onClick={() => setDialogo('adicionar')} />
          <Button icon="duplicate" text="Clonar de outras turmas" onClick={() => setDialogo('clonar')} />
          <Button icon="envelope" text="Enviar aviso" loading={enviando} disabled={participantes.length === 0} onClick={() => void enviarAviso()} />
          <Button icon="document" text="Certificados dos aprovados" disabled={aprovados === 0} onClick={() => certificado(`/turmas/${id}/certificados`)} />
        </ButtonGroup>
      </div>
      <H3>
        Participantes: {turma.descricao} <small>({turma.curso})</small>
      </H3>
      <p>
        <Tag minimal intent={turma.qtdParticipantesPrevistos !== null && participantes.length > turma.qtdParticipantesPrevistos ? Intent.WARNING : Intent.NONE}>
          {participantes.length === 1 ? '1 participante' : `${participantes.length} participantes`}
          {turma.qtdParticipantesPrevistos !== null ? ` de ${turma.qtdParticipantesPrevistos} previstos` : ''}
        </Tag>
      </p>
      {participantes.length === 0 ? (
        <NonIdealState icon="people" description="A turma ainda não tem participantes." />
      ) : (
        <HTMLTable compact striped interactive className="rh-turma-tabela">
          <thead>
            <tr>
              <th>Talento</th>
              <th>Área organizacional</th>
              <th>Cargo</th>
              <th>Frequência</th>
              <th>Aprovado</th>
              <th aria-label="Ações" />
            </tr>
          </thead>
          <tbody>
            {participantes.map((p) => (
              <tr key={p.id}>
                <td>{p.nome}</td>
                <td>{p.areaOrganizacional ?? ''}</td>
                <td>{p.cargo ?? ''}</td>
                <td>{percentual(p.percentualFrequencia)}</td>
                <td>{p.aprovado ? 'Sim' : 'Não'}</td>
                <td style={{ whiteSpace: 'nowrap' }}>
                  {p.aprovado && <Button minimal small icon="document" aria-label={`Certificado de ${p.nome}`} title="Certificado" onClick={() => certificado(`/colaborador-turma/${p.id}/certificado`)} />}
                  <Button minimal small icon="trash" intent={Intent.DANGER} aria-label={`Remover ${p.nome}`} title="Remover" onClick={() => void remover(p.id)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {dialogo === 'adicionar' ? <AdicionarTalentos turmaId={id} onClose={() => setDialogo(undefined)} onDone={incluidos} /> : null}
      {dialogo === 'clonar' ? <ClonarParticipantes turmaId={id} onClose={() => setDialogo(undefined)} onDone={incluidos} /> : null}
    </section>
  );
}
