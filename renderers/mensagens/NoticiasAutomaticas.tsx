/**
 * On the home page, the unread critical (0) or new (-1) news, one at a time, above the boxes;
 * "Fechar" marks it read and brings the next. It does not cover the page: whoever signs in can
 * go straight to the menu.
 */
import { Button, Callout, Tag } from '@blueprintjs/core';
import type { NoticiaDoUsuario } from '../../modules/mensagens/mensagens.api';
import { useNoticias } from './use-noticias';
import { rotuloCriticidade } from './VisualizarNoticia';

const seMostraSozinha = (noticia: NoticiaDoUsuario) => !noticia.lida && (noticia.criticidade === 0 || noticia.criticidade === -1);

export function NoticiasAutomaticas(): React.JSX.Element | null {
  const { noticias, marcarLida } = useNoticias();
  // Oldest first, so they are read in the order they were published.
  const proxima = [...noticias].reverse().find(seMostraSozinha);
  if (!proxima) return null;
  return (
    <Callout key={proxima.id} intent={proxima.criticidade === 0 ? 'danger' : 'primary'} icon="notifications" className="rh-noticia-automatica" role="dialog" aria-label="Notícia">
      <p>
        <Tag intent={proxima.criticidade === 0 ? 'danger' : 'primary'}>{rotuloCriticidade(proxima.criticidade)}</Tag> {proxima.texto}
      </p>
      {proxima.link ? <a href={proxima.link}>Saiba mais</a> : null} <Button size="small" text="Fechar" onClick={() => void marcarLida(proxima)} />
    </Callout>
  );
}
