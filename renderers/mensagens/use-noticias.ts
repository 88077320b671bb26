/** The user's news, shared by the bell and the home page (one SWR key), and marking one read. */
import useSWR from 'swr';
import { call } from '../../engine/react/api-client';
import { useDataProvider } from '../../engine/react/data-provider';
import type { NoticiaDoUsuario } from '../../modules/mensagens/mensagens.api';

export function useNoticias() {
  const provider = useDataProvider();
  const { data, mutate } = useSWR('noticias', () => call(provider, 'GET /noticias', { errorMode: 'none' }));
  const marcarLida = async (noticia: NoticiaDoUsuario) => {
    if (noticia.lida) return;
    await mutate((atuais) => atuais?.map((n) => (n.id === noticia.id ? { ...n, lida: true } : n)), { revalidate: false });
    await call(provider, 'POST /noticias/{id}/lida', { path: { id: noticia.id }, errorMode: 'none' });
    await mutate();
  };
  return { noticias: data ?? [], marcarLida };
}
