/**
 * One box of the home page (spec 02 §2): its title, the unread count (or "1-30 de muitas"), "see
 * all", minimise, the unread messages — each opens "Visualizar Mensagem" or is removed after
 * "Confirma exclusão?" — and buttons that move it, the keyboard's way of dragging it.
 */
import { Button, ButtonGroup, Card, Collapse, Icon, Tag, Tooltip } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { CaixaMensagens, MensagemDoUsuario } from '../../modules/mensagens/mensagens.api';
import { formatDataHora } from './datas';

export const CAIXA_VAZIA = 'Parabéns! Você leu todas as mensagens da caixa.';
const LIMITE = 30;

export interface AcoesDaCaixa {
  onAbrir: (mensagem: MensagemDoUsuario) => void;
  onRemover: (mensagem: MensagemDoUsuario) => void;
  onMinimizar: () => void;
  /** Moves within the column (-1 up, +1 down) or to the other column; absent where it cannot go. */
  onSubir?: () => void;
  onDescer?: () => void;
  onOutraColuna: () => void;
  paraEsquerda: boolean;
}

function Contagem({ naoLidas }: { naoLidas: number }): React.JSX.Element {
  if (naoLidas > LIMITE) {
    return (
      <Tooltip content={`Quantidade limitada a ${LIMITE} mensagens. Clique em "ver todas" para ver as demais.`}>
        <Tag intent="warning" round>{`1-${LIMITE} de muitas`}</Tag>
      </Tooltip>
    );
  }
  return (
    <Tag intent={naoLidas ? 'primary' : 'none'} round minimal={!naoLidas} aria-label={`${naoLidas} não lidas`}>
      {naoLidas}
    </Tag>
  );
}

export function CaixaDeMensagens({ caixa, acoes, arrastavel }: { caixa: CaixaMensagens; acoes: AcoesDaCaixa; arrastavel: React.HTMLAttributes<HTMLDivElement> }): React.JSX.Element {
  const titulo = `Caixa ${caixa.titulo}`;
  return (
    <Card className="rh-caixa" elevation={1} data-caixa={caixa.tipo} aria-label={titulo}>
      <div className="rh-caixa-cabecalho" {...arrastavel} title="Arraste para mover a caixa">
        <Icon icon="drag-handle-vertical" className="rh-caixa-alca" />
        <span className="rh-caixa-titulo">{caixa.titulo}</span>
        <Contagem naoLidas={caixa.naoLidas} />
        <Link to={`/mensagens?tipo=${caixa.tipo}`} className="rh-caixa-ver-todas">
          ver todas
        </Link>
        <ButtonGroup variant="minimal" className="rh-caixa-botoes">
          <Button size="small" icon="arrow-up" aria-label={`Mover ${caixa.titulo} para cima`} disabled={!acoes.onSubir} onClick={acoes.onSubir} />
          <Button size="small" icon="arrow-down" aria-label={`Mover ${caixa.titulo} para baixo`} disabled={!acoes.onDescer} onClick={acoes.onDescer} />
          <Button
            size="small"
            icon={acoes.paraEsquerda ? 'arrow-left' : 'arrow-right'}
            aria-label={`Mover ${caixa.titulo} para a coluna da ${acoes.paraEsquerda ? 'esquerda' : 'direita'}`}
            onClick={acoes.onOutraColuna}
          />
          <Button size="small" icon={caixa.minimizado ? 'maximize' : 'minimize'} aria-label={caixa.minimizado ? `Restaurar ${caixa.titulo}` : `Minimizar ${caixa.titulo}`} onClick={acoes.onMinimizar} />
        </ButtonGroup>
      </div>
      <Collapse isOpen={!caixa.minimizado}>
        {caixa.mensagens.length ? (
          <ul className="rh-caixa-mensagens">
            {caixa.mensagens.map((mensagem) => (
              <li key={mensagem.usuarioMensagemId}>
                <button type="button" className="rh-caixa-mensagem" onClick={() => acoes.onAbrir(mensagem)}>
                  <span className="rh-caixa-mensagem-texto">{mensagem.textoAbreviado}</span>
                  <span className="rh-caixa-mensagem-data">{formatDataHora(mensagem.data)}</span>
                </button>
                <Button variant="minimal" size="small" icon="trash" aria-label="Excluir mensagem" onClick={() => acoes.onRemover(mensagem)} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rh-caixa-vazia">{CAIXA_VAZIA}</p>
        )}
      </Collapse>
    </Card>
  );
}
