/** Above the boxes, what to do today: one line per box with unread messages, so the home page says where to start. */
import { Callout } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { CaixasMensagens } from '../../modules/mensagens/mensagens.api';

export function ParaHoje({ caixas }: { caixas: CaixasMensagens }): React.JSX.Element {
  const pendentes = [...caixas.caixasEsquerda, ...caixas.caixasDireita].filter((caixa) => caixa.naoLidas > 0);
  if (!pendentes.length) return <Callout intent="success" icon="tick-circle" className="rh-para-hoje">Nada pendente hoje: você leu todas as mensagens.</Callout>;
  return (
    <Callout intent="primary" icon="calendar" title="Para hoje" className="rh-para-hoje">
      <ul>
        {pendentes.map((caixa) => (
          <li key={caixa.tipo}>
            <Link to={`/mensagens?tipo=${caixa.tipo}`}>{caixa.titulo}</Link>: {caixa.naoLidas === 1 ? '1 mensagem não lida' : `${caixa.naoLidas} mensagens não lidas`}
            {caixa.mensagens[0] ? ` — ${caixa.mensagens[0].textoAbreviado}` : ''}
          </li>
        ))}
      </ul>
    </Callout>
  );
}
