/** The header's bell (spec 02 §2 "News"): the unread count, a 400 px list (spec §9) and the viewer. */
import { Button, Menu, MenuItem, PopoverNext, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { NoticiaDoUsuario } from '../../modules/mensagens/mensagens.api';
import { useNoticias } from './use-noticias';
import { VisualizarNoticia, rotuloCriticidade } from './VisualizarNoticia';
import './mensagens.css';

export function SinoNoticias(): React.JSX.Element {
  const { noticias, marcarLida } = useNoticias();
  const [aberta, setAberta] = useState<NoticiaDoUsuario>();
  const naoLidas = noticias.filter((n) => !n.lida).length;
  return (
    <>
      <PopoverNext
        placement="bottom-end"
        content={
          <Menu className="rh-noticias-lista">
            {noticias.length ? (
              noticias.map((noticia) => (
                <MenuItem
                  key={noticia.id}
                  icon={noticia.lida ? 'document' : 'document-open'}
                  className={noticia.lida ? undefined : 'rh-noticia-nao-lida'}
                  text={noticia.texto}
                  multiline
                  labelElement={rotuloCriticidade(noticia.criticidade) ? <Tag minimal>{rotuloCriticidade(noticia.criticidade)}</Tag> : undefined}
                  onClick={() => setAberta(noticia)}
                />
              ))
            ) : (
              <MenuItem disabled text="Nenhuma notícia." />
            )}
          </Menu>
        }
      >
        <Button variant="minimal" icon="notifications" aria-label={naoLidas ? `Notícias: ${naoLidas} não lidas` : 'Notícias'} className="rh-sino">
          {naoLidas ? (
            <Tag round intent="danger" className="rh-sino-contador">
              {naoLidas}
            </Tag>
          ) : null}
        </Button>
      </PopoverNext>
      {aberta ? (
        <VisualizarNoticia
          noticia={aberta}
          onClose={() => {
            void marcarLida(aberta);
            setAberta(undefined);
          }}
        />
      ) : null}
    </>
  );
}
