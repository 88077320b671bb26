/** The news viewer: the text and its link; closing it marks the news read (spec 02 §7). */
import { Button, Classes, Dialog, DialogBody, DialogFooter, Tag } from '@blueprintjs/core';
import type { NoticiaDoUsuario } from '../../modules/mensagens/mensagens.api';
import { formatDataHora } from './datas';

export const rotuloCriticidade = (criticidade: number): string | null => (criticidade === 0 ? 'Crítica' : criticidade === -1 ? 'Nova' : null);

export function VisualizarNoticia({ noticia, onClose }: { noticia: NoticiaDoUsuario; onClose: () => void }): React.JSX.Element {
  const rotulo = rotuloCriticidade(noticia.criticidade);
  return (
    <Dialog isOpen title="Notícia" icon="notifications" onClose={onClose} className="rh-noticia-dialogo">
      <DialogBody>
        <p className="rh-noticia-data">
          {formatDataHora(noticia.data)} {rotulo ? <Tag intent={noticia.criticidade === 0 ? 'danger' : 'primary'}>{rotulo}</Tag> : null}
        </p>
        <p className="rh-mensagem-texto">{noticia.texto}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {noticia.link ? (
              <a href={noticia.link} className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} onClick={onClose}>
                Saiba mais
              </a>
            ) : null}
            <Button text="Fechar" onClick={onClose} autoFocus />
          </>
        }
      />
    </Dialog>
  );
}
