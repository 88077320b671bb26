/**
 * HR answers on an avaliador's behalf (issue 14 item 4; "por-outro-usuario"): the participant's
 * questionnaire, opened by "Responder" in the participants list; back to that list after.
 */
import { useNavigate, useParams } from 'react-router-dom';
import { call } from '../../engine/react/api-client';
import { useDataProvider } from '../../engine/react/data-provider';
import { QuestionarioDoAvaliado } from './QuestionarioDoAvaliado';

export function ResponderParticipante(): React.JSX.Element {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const voltar = () => navigate(-1);
  return (
    <QuestionarioDoAvaliado
      chamadas={{
        chave: `participante:${id}`,
        carregar: () => call(provider, 'GET /participantes-avaliacao-desempenho/{id}/questionario', { path: { id }, errorMode: 'none' }),
        enviar: (body, parcial) => call(provider, 'POST /participantes-avaliacao-desempenho/{id}/respostas', { path: { id }, body, params: parcial ? { parcial: 'true' } : {}, errorMode: 'none' }),
      }}
      onEnviada={voltar}
      onCancelar={voltar}
    />
  );
}
