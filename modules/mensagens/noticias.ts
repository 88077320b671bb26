/**
 * The installation's news (the same for every company): each user's list with what they read,
 * and marking one read when its viewer closes (spec 02 §2 "News", §7). News and who read them are
 * installation-wide tables (scope global), read with the plain database, never a company's rows.
 */
import type { FastifyInstance } from 'fastify';
import { currentInstant } from '../../engine/validation/brazilian';
import { requireSession } from '../../server/auth/guard';
import { recordId } from '../../server/crud/path-id';
import type { Db } from '../../server/db/database';
import type { Engine } from '../../server/engine';
import { errors } from '../../server/errors';
import type { RouteDoc } from '../../server/openapi';
import type { NoticiaDoUsuario } from './mensagens.api';

const doc = (openapi: RouteDoc) => ({ config: { openapi } });

async function noticiasDoUsuario(db: Db, usuarioId: number, id?: number): Promise<NoticiaDoUsuario[]> {
  let query = db
    .selectFrom('noticia as n')
    .leftJoin('noticia_lida as nl', (join) => join.onRef('nl.noticia_id', '=', 'n.id').on('nl.usuario_id', '=', usuarioId))
    .select((eb) => ['n.id', 'n.texto', 'n.link', 'n.criticidade', 'n.data', eb('nl.id', 'is not', null).as('lida')]);
  if (id !== undefined) query = query.where('n.id', '=', id);
  const rows = await query.orderBy('n.data', 'desc').orderBy('n.id', 'desc').execute();
  return rows.map((row) => ({ id: row.id, texto: row.texto ?? '', link: row.link ?? null, criticidade: Number(row.criticidade ?? 1), data: new Date(row.data as unknown as string).toISOString(), lida: Boolean(row.lida) }));
}

export function registerNoticias(app: FastifyInstance, engine: Engine): void {
  // The administrator writes the news in Utilitários › Notícias (schemas/mensagens/noticia.json); its date is the publication's.
  engine.hooks.register('noticia', {
    beforeWrite({ action, data }) {
      if (action === 'create') data!.data = currentInstant().toISOString();
    },
  });

  app.get('/api/noticias', doc({ summary: 'As notícias da instalação, as mais novas primeiro, com as que o usuário já leu', response: 'NoticiaDoUsuario[]' }), async (request): Promise<NoticiaDoUsuario[]> => {
    const scope = requireSession(request, 'interno');
    return noticiasDoUsuario(engine.db, scope.usuarioId!);
  });

  app.post('/api/noticias/:id/lida', doc({ summary: 'Marca a notícia como lida pelo usuário (ao fechar o visualizador)', response: 'NoticiaDoUsuario' }), async (request): Promise<NoticiaDoUsuario> => {
    const scope = requireSession(request, 'interno');
    const id = recordId(request);
    const [noticia] = await noticiasDoUsuario(engine.db, scope.usuarioId!, id);
    if (!noticia) throw errors.notFound();
    await engine.db.insertInto('noticia_lida').values({ noticia_id: id, usuario_id: scope.usuarioId! }).onConflict((oc) => oc.doNothing()).execute();
    return { ...noticia, lida: true };
  });
}

/** The demo's two news items: a new version (shown by itself on the home page) and an ordinary notice. */
export async function seedDemoNoticias(engine: Engine): Promise<void> {
  const publicada = currentInstant().getTime();
  const noticias = [
    { texto: 'Nova versão do RH: a página inicial agora mostra as suas mensagens em caixas que você arrasta e minimiza, e o que fazer hoje.', link: '/mensagens', criticidade: -1, data: new Date(publicada).toISOString() },
    { texto: 'Lembrete: o backup do banco pode ser gerado a qualquer momento em Utilitários › Backup.', link: '/utilitario/backup', criticidade: 1, data: new Date(publicada - 86_400_000).toISOString() },
  ];
  for (const noticia of noticias) await engine.db.insertInto('noticia').values(noticia).execute();
}
