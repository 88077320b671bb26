/**
 * The signed-in user's messages in the session's company: the home page's boxes (unread ones, up
 * to 30 each, spec §9), their arrangement, the list of a type, marking read and removing. Any
 * internal user reaches their own deliveries, and only those: another user's or another company's
 * answer 404.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { requireSession } from '../../server/auth/guard';
import { DEFAULT_PAGE_SIZE, MAX_PAGE } from '../../server/crud/list-params';
import { queryInteger, recordId } from '../../server/crud/path-id';
import type { Db } from '../../server/db/database';
import { companyQuery } from '../../server/db/scoped-query';
import { runInScope, type Scope } from '../../server/db/tenant-context';
import type { Engine } from '../../server/engine';
import { errors } from '../../server/errors';
import type { RouteDoc } from '../../server/openapi';
import { eventos } from './eventos';
import type { ArrumacaoCaixas, CaixaMensagens, CaixasMensagens, MarcacaoLida, MensagemDoUsuario, MensagensPage, PendenciaDoDia, TipoMensagem } from './mensagens.api';

const doc = (openapi: RouteDoc) => ({ config: { openapi } });

/** Unread messages a box shows (spec §9); beyond them the box says "1-30 de muitas". */
export const MENSAGENS_POR_CAIXA = 30;
const ABREVIADO = 120;

/** The arrangement of a user who never moved a box. */
export const ARRUMACAO_PADRAO: ArrumacaoCaixas = { caixasEsquerda: ['R', 'C', 'P', 'A'], caixasDireita: ['T', 'F', 'S', 'U'], caixasMinimizadas: [] };

/** Each type's box title, from the message's declaration. */
function titulos(engine: Engine): Map<TipoMensagem, string> {
  const oneOf = (engine.registry.get('mensagem').properties.tipo!.oneOf ?? []) as { const: TipoMensagem; title: string }[];
  return new Map(oneOf.map((option) => [option.const, option.title]));
}

/** The event a message's key begins with (entrega.ts): `exame-vencer:12:2026-12-01` is `exame-vencer`'s. */
const eventoDaChave = sql<string>`split_part(m.chave, ':', 1)`;

/** "Exame a vencer": an event's name as a line begins. */
const comMaiuscula = (texto: string) => texto.charAt(0).toUpperCase() + texto.slice(1);

const abreviar = (texto: string) => (texto.length > ABREVIADO ? `${texto.slice(0, ABREVIADO - 1).trimEnd()}…` : texto);

/** The user's deliveries, not removed, newest first. */
function doUsuario(db: Db, scope: Scope) {
  const company = companyQuery(db, scope);
  return company
    .selectFrom(['usuario_mensagem as um', 'mensagem as m'])
    .whereRef('m.id', '=', 'um.mensagem_id')
    .where('um.usuario_id', '=', scope.usuarioId!)
    .where('um.removida', '=', false);
}

async function mensagens(db: Db, scope: Scope, filtro: { tipo?: TipoMensagem; naoLidas?: boolean; offset: number; limit: number }): Promise<MensagemDoUsuario[]> {
  let query = doUsuario(db, scope).select(['m.id', 'um.id as usuarioMensagemId', 'm.tipo', eventoDaChave.as('evento'), 'm.remetente', 'm.data', 'm.texto', 'm.link', 'um.lida']);
  if (filtro.tipo) query = query.where('m.tipo', '=', filtro.tipo);
  if (filtro.naoLidas) query = query.where('um.lida', '=', false);
  const rows = await query.orderBy('m.data', 'desc').orderBy('m.id', 'desc').offset(filtro.offset).limit(filtro.limit).execute();
  return rows.map((row) => ({
    id: row.id,
    usuarioMensagemId: row.usuarioMensagemId,
    tipo: row.tipo as TipoMensagem,
    evento: row.evento,
    remetente: row.remetente ?? '',
    data: new Date(row.data as unknown as string).toISOString(),
    texto: row.texto ?? '',
    textoAbreviado: abreviar(row.texto ?? ''),
    link: row.link ?? null,
    lida: Boolean(row.lida),
  }));
}

/** The user's unread messages counted by event, the most first: one "Para hoje" line each. */
async function paraHoje(db: Db, scope: Scope, titulosDasCaixas: Map<TipoMensagem, string>): Promise<PendenciaDoDia[]> {
  const rows = await doUsuario(db, scope)
    .where('um.lida', '=', false)
    .select((eb) => [eventoDaChave.as('evento'), 'm.tipo', eb.fn.countAll<string>().as('naoLidas'), sql<string>`(array_agg(m.texto order by m.data desc, m.id desc))[1]`.as('ultima')])
    .groupBy([eventoDaChave, 'm.tipo'])
    .execute();
  const nomes = new Map(eventos.map((evento) => [evento.id, comMaiuscula(evento.nome)]));
  return rows
    .map((row) => {
      const tipo = row.tipo as TipoMensagem;
      return { evento: row.evento, titulo: nomes.get(row.evento) ?? titulosDasCaixas.get(tipo) ?? tipo, tipo, naoLidas: Number(row.naoLidas), ultima: abreviar(row.ultima ?? '') };
    })
    .sort((a, b) => b.naoLidas - a.naoLidas || a.titulo.localeCompare(b.titulo, 'pt-BR'));
}

async function arrumacao(db: Db, scope: Scope): Promise<ArrumacaoCaixas> {
  const row = await companyQuery(db, scope).selectFrom('caixas_usuario').select(['caixas_esquerda', 'caixas_direita', 'caixas_minimizadas']).where('usuario_id', '=', scope.usuarioId!).executeTakeFirst();
  if (!row) return ARRUMACAO_PADRAO;
  return {
    caixasEsquerda: (row.caixas_esquerda ?? []) as TipoMensagem[],
    caixasDireita: (row.caixas_direita ?? []) as TipoMensagem[],
    caixasMinimizadas: (row.caixas_minimizadas ?? []) as TipoMensagem[],
  };
}

/** An arrangement places each type once, in one column; otherwise the field's message. */
function conferirArrumacao(engine: Engine, corpo: ArrumacaoCaixas): void {
  const tipos = [...titulos(engine).keys()];
  const colocadas = [...corpo.caixasEsquerda, ...corpo.caixasDireita];
  const completa = colocadas.length === tipos.length && tipos.every((tipo) => colocadas.includes(tipo));
  if (!completa) throw errors.validation([{ field: 'caixasDireita', message: 'Cada caixa deve estar em uma das colunas, uma só vez.' }]);
  if (corpo.caixasMinimizadas.some((tipo) => !tipos.includes(tipo))) throw errors.validation([{ field: 'caixasMinimizadas', message: 'Caixa desconhecida.' }]);
}

/** The user's delivery with this id in the session's company, or 404. */
async function entregaDoUsuario(db: Db, scope: Scope, id: number): Promise<number> {
  const row = await companyQuery(db, scope).selectFrom('usuario_mensagem').select('id').where('id', '=', id).where('usuario_id', '=', scope.usuarioId!).where('removida', '=', false).executeTakeFirst();
  if (!row) throw errors.notFound();
  return row.id;
}

export function registerCaixas(app: FastifyInstance, engine: Engine): void {
  const sessao = (request: Parameters<typeof requireSession>[0]) => requireSession(request, 'interno');

  app.get('/api/mensagens/caixas', doc({ summary: 'As caixas de mensagens do usuário na empresa: as não lidas de cada tipo (até 30), quantas são, a arrumação das colunas e o que fazer hoje (as não lidas contadas por tipo de fato)', response: 'CaixasMensagens' }), async (request): Promise<CaixasMensagens> => {
    const scope = sessao(request);
    return runInScope(scope, async () => {
      const arrumadas = await arrumacao(engine.db, scope);
      const naoLidas = new Map(
        (await doUsuario(engine.db, scope).where('um.lida', '=', false).select((eb) => ['m.tipo', eb.fn.countAll<string>().as('quantas')]).groupBy('m.tipo').execute()).map((row) => [row.tipo, Number(row.quantas)]),
      );
      const titulo = titulos(engine);
      const caixa = async (tipo: TipoMensagem): Promise<CaixaMensagens> => ({
        tipo,
        titulo: titulo.get(tipo)!,
        mensagens: naoLidas.get(tipo) ? await mensagens(engine.db, scope, { tipo, naoLidas: true, offset: 0, limit: MENSAGENS_POR_CAIXA }) : [],
        naoLidas: naoLidas.get(tipo) ?? 0,
        minimizado: arrumadas.caixasMinimizadas.includes(tipo),
      });
      const coluna = async (tipos: TipoMensagem[]) => {
        const caixas: CaixaMensagens[] = [];
        for (const tipo of tipos) if (titulo.has(tipo)) caixas.push(await caixa(tipo));
        return caixas;
      };
      return { caixasEsquerda: await coluna(arrumadas.caixasEsquerda), caixasDireita: await coluna(arrumadas.caixasDireita), paraHoje: await paraHoje(engine.db, scope, titulo) };
    });
  });

  app.put('/api/mensagens/caixas', doc({ summary: 'Guarda a arrumação das caixas do usuário na empresa: a ordem de cada coluna e as minimizadas', body: 'ArrumacaoCaixas', response: 'ArrumacaoCaixas' }), async (request): Promise<ArrumacaoCaixas> => {
    const scope = sessao(request);
    const corpo = request.body as ArrumacaoCaixas;
    conferirArrumacao(engine, corpo);
    const valores = { caixas_esquerda: JSON.stringify(corpo.caixasEsquerda), caixas_direita: JSON.stringify(corpo.caixasDireita), caixas_minimizadas: JSON.stringify([...new Set(corpo.caixasMinimizadas)]) };
    return runInScope(scope, () =>
      engine.db.transaction().execute(async (trx) => {
        const q = companyQuery(trx, scope);
        const atualizadas = await q.updateTable('caixas_usuario').set(valores).where('usuario_id', '=', scope.usuarioId!).executeTakeFirst();
        if (!Number(atualizadas.numUpdatedRows)) await q.insertInto('caixas_usuario').values({ usuario_id: scope.usuarioId!, ...valores }).execute();
        return arrumacao(trx, scope);
      }),
    );
  });

  app.get('/api/mensagens', doc({ summary: 'As mensagens do usuário na empresa, lidas ou não, as mais novas primeiro (?tipo=, paginadas: ?page=, ?size=)', response: 'MensagensPage' }), async (request): Promise<MensagensPage> => {
    const scope = sessao(request);
    const q = request.query as Record<string, string | undefined>;
    const tipo = q.tipo ? (q.tipo as TipoMensagem) : undefined;
    if (tipo && !titulos(engine).has(tipo)) throw errors.validation([{ field: 'tipo', message: 'Tipo de mensagem desconhecido.' }]);
    const size = Math.min(queryInteger(q.size) ?? DEFAULT_PAGE_SIZE, 100);
    const page = Math.min(queryInteger(q.page) ?? 0, MAX_PAGE);
    return runInScope(scope, async () => {
      let total = doUsuario(engine.db, scope).select((eb) => eb.fn.countAll<string>().as('total'));
      if (tipo) total = total.where('m.tipo', '=', tipo);
      const { total: totalElements } = await total.executeTakeFirstOrThrow();
      const content = await mensagens(engine.db, scope, { tipo, offset: page * size, limit: size });
      return { content, pageable: { paged: true, offset: page * size }, size, totalElements: Number(totalElements) };
    });
  });

  app.patch('/api/mensagens/:id/lida', doc({ summary: 'Marca a mensagem do usuário como lida ou não lida (o id é o da entrega: usuarioMensagemId)', body: 'MarcacaoLida', response: 'MarcacaoLida' }), async (request): Promise<MarcacaoLida> => {
    const scope = sessao(request);
    const { lida } = request.body as MarcacaoLida;
    return runInScope(scope, async () => {
      const id = await entregaDoUsuario(engine.db, scope, recordId(request));
      await companyQuery(engine.db, scope).updateTable('usuario_mensagem').set({ lida }).where('id', '=', id).execute();
      return { lida };
    });
  });

  app.delete('/api/mensagens/:id', doc({ summary: 'Remove a mensagem das caixas e da lista do usuário (só dele; o id é o da entrega: usuarioMensagemId)', status: 204 }), async (request, reply) => {
    const scope = sessao(request);
    await runInScope(scope, async () => {
      const id = await entregaDoUsuario(engine.db, scope, recordId(request));
      await companyQuery(engine.db, scope).updateTable('usuario_mensagem').set({ removida: true }).where('id', '=', id).execute();
    });
    return reply.status(204).send();
  });
}
