/** "Visualizar Mensagem" (spec 02 §2): sender, date, text, where to act, and the "Mensagem Lida" checkbox, saved at once. */
import { Button, Checkbox, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { MensagemDoUsuario } from '../../modules/mensagens/mensagens.api';
import { formatDataHora } from './datas';

export function VisualizarMensagem({ mensagem, onLida, onClose }: { mensagem: MensagemDoUsuario; onLida: (lida: boolean) => void; onClose: () => void }): React.JSX.Element {
  return (
    <Dialog isOpen title="Visualizar Mensagem" onClose={onClose} className="rh-mensagem-dialogo">
      <DialogBody>
        <dl className="rh-mensagem-campos">
          <dt>Remetente</dt>
          <dd>{mensagem.remetente}</dd>
          <dt>Data</dt>
          <dd>{formatDataHora(mensagem.data)}</dd>
          <dt>Mensagem</dt>
          <dd className="rh-mensagem-texto">{mensagem.texto}</dd>
        </dl>
        <Checkbox label="Mensagem Lida" checked={mensagem.lida} onChange={(event) => onLida(event.currentTarget.checked)} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {mensagem.link ? (
              <Link to={mensagem.link} className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} onClick={onClose}>
                Abrir
              </Link>
            ) : null}
            <Button text="Fechar" onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}
