/**
 * The daily sweep: every event over every company, at start-up and then once a day, so the
 * time-based facts (due in N days) get their message on the day they enter the window. It is
 * idempotent (a fact already told is not told again: `entregarMensagem`'s `chave`), so running it
 * twice, or after a hook already wrote, writes nothing more.
 */
import type { FastifyInstance } from 'fastify';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { eventos } from './index';

const UM_DIA_MS = 24 * 3_600_000;

/** One company: each event in its own transaction (one event's failure does not undo the others). Answers the new messages. */
export async function varrerEmpresa(engine: Engine, empresaId: number): Promise<number> {
  const scope: Scope = { empresaId, usuarioId: null };
  let novas = 0;
  for (const evento of eventos) novas += await runInScope(scope, () => engine.db.transaction().execute((trx) => evento.varrer(engine, trx, scope)));
  return novas;
}

export async function varrerTodas(engine: Engine): Promise<number> {
  const empresas = await engine.database.owner.selectFrom('empresa').select('id').orderBy('id').execute();
  let novas = 0;
  for (const { id } of empresas) novas += await varrerEmpresa(engine, id);
  return novas;
}

/** The hooks of each event, and the sweep at start-up and every day. */
export function registrarEventos(app: FastifyInstance, engine: Engine): void {
  for (const evento of eventos) evento.registrar?.(engine, (trx, scope, id) => evento.varrer(engine, trx, scope, id));
  const run = () => varrerTodas(engine).catch((error: unknown) => app.log.error(error, 'a varredura das mensagens da página inicial falhou'));
  app.addHook('onReady', async () => void run());
  const timer = setInterval(run, UM_DIA_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
