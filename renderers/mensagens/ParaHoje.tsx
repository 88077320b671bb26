/**
 * Above the boxes, what to do today: one line per kind of pending fact (the event that wrote the
 * messages: "Exame a vencer", "Solicitação de pessoal a aprovar"), counted by the server, so the
 * home page says where to start; each opens the list of its box.
 */
import { Callout } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { PendenciaDoDia } from '../../modules/mensagens/mensagens.api';

export function ParaHoje({ pendencias }: { pendencias: PendenciaDoDia[] }): React.JSX.Element {
  if (!pendencias.length) return <Callout intent="success" icon="tick-circle" className="rh-para-hoje">Nada pendente hoje: você leu todas as mensagens.</Callout>;
  return (
    <Callout intent="primary" icon="calendar" title="Para hoje" className="rh-para-hoje">
      <ul>
        {pendencias.map((pendencia) => (
          <li key={`${pendencia.tipo}:${pendencia.evento}`} data-evento={pendencia.evento}>
            <Link to={`/mensagens?tipo=${pendencia.tipo}`}>{pendencia.titulo}</Link>: {pendencia.naoLidas === 1 ? '1 mensagem não lida' : `${pendencia.naoLidas} mensagens não lidas`}
            {` — ${pendencia.ultima}`}
          </li>
        ))}
      </ul>
    </Callout>
  );
}
