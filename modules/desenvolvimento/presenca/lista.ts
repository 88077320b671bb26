/**
 * The attendance checklist of a class day (screen "Presença" of a class): the class's days and,
 * for the chosen one, its participants; ticking saves a presence (origem L), unticking removes
 * it, "Marcar todos" sends everyone. Only on the class's days, only its participants; frequency
 * and approval are recomputed in the same transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { today } from '../../../engine/validation/brazilian';
import { requireSession } from '../../../server/auth/guard';
import { recordId } from '../../../server/crud/path-id';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { recalcularAprovacao } from '../aprovacao/recalcular';
import { errosPresenca } from './erros';
import type { ListaDePresenca, MarcacaoDePresenca } from './presenca.api';
import { diasDaTurma, participantesNoDia, tituloDoTurno, turmaDaEmpresa } from './turma';

export const AUTORIDADE_TURMA = ['ROLE_MOV_TURMA'];

export const sessaoDeTurma = (request: FastifyRequest): Scope => requireSession(request, 'interno', AUTORIDADE_TURMA);

async function lista(engine: Engine, trx: Db, scope: Scope, turmaId: number, pedido: string | undefined): Promise<ListaDePresenca> {
  const turma = await turmaDaEmpresa(trx, scope, turmaId);
  const dias = (await diasDaTurma(trx, scope, turmaId)).map((d) => ({ ...d, turnoDescricao: tituloDoTurno(engine.registry, d.turno) }));
  const hoje = today();
  const dia = dias.find((d) => d.dia === pedido)?.dia ?? dias.find((d) => d.dia === hoje)?.dia ?? dias[0]?.dia ?? null;
  return { turmaId, turma: turma.descricao, curso: turma.curso, dias, dia, participantes: await participantesNoDia(trx, scope, turmaId, dia) };
}

/** Marks (or clears) the presence of participants of a class on one of its days; `origem` says how. */
export async function marcarPresencas(engine: Engine, trx: Db, scope: Scope, turmaId: number, marcacao: MarcacaoDePresenca, origem: 'L' | 'Q'): Promise<number[]> {
  const dias = await diasDaTurma(trx, scope, turmaId);
  if (!dias.some((d) => d.dia === marcacao.dia)) throw errosPresenca.foraDosDias();
  const ids = [...new Set(marcacao.colaboradorTurmaIds)];
  const company = companyQuery(trx, scope);
  const daTurma = await company.selectFrom('colaborador_turma').select('id').where('turma_id', '=', turmaId).where('id', 'in', ids).execute();
  if (daTurma.length !== ids.length) throw errosPresenca.naoParticipa();
  const existentes = await company.selectFrom('presenca_turma').select(['id', 'colaborador_turma_id']).where('colaborador_turma_id', 'in', ids).where('dia', '=', marcacao.dia).execute();
  const entity = engine.registry.get('presencaTurma');
  const alterados: number[] = [];
  if (marcacao.presente) {
    for (const id of ids.filter((novo) => !existentes.some((e) => e.colaborador_turma_id === novo))) {
      await engine.entities.insertIn(trx, entity, scope, { colaboradorTurma: { id }, dia: marcacao.dia, origem });
      alterados.push(id);
    }
  } else {
    for (const existente of existentes) {
      await engine.entities.removeIn(trx, entity, scope, existente.id);
      alterados.push(existente.colaborador_turma_id!);
    }
  }
  await recalcularAprovacao(engine, trx, scope, turmaId, alterados);
  return alterados;
}

export function registerListaDePresenca(app: FastifyInstance, engine: Engine): void {
  app.get<{ Querystring: { dia?: string } }>(
    '/api/turmas/:id/presenca',
    { config: { openapi: { summary: 'Os dias da turma e, no dia pedido (ou hoje, ou o primeiro), os participantes e se estiveram presentes', response: 'ListaDePresenca' } } },
    async (request): Promise<ListaDePresenca> => {
      const scope = sessaoDeTurma(request);
      const turmaId = recordId(request);
      return runInScope(scope, () => lista(engine, engine.db, scope, turmaId, request.query.dia));
    },
  );

  app.put(
    '/api/turmas/:id/presenca',
    { config: { openapi: { summary: 'Marca ou desmarca a presença de participantes num dia da turma (lista de presença)', body: 'MarcacaoDePresenca', response: 'ListaDePresenca' } } },
    async (request): Promise<ListaDePresenca> => {
      const scope = sessaoDeTurma(request);
      const turmaId = recordId(request);
      const marcacao = request.body as MarcacaoDePresenca;
      return runInScope(scope, () =>
        engine.db.transaction().execute(async (trx) => {
          await turmaDaEmpresa(trx, scope, turmaId);
          await marcarPresencas(engine, trx, scope, turmaId, marcacao, 'L');
          return lista(engine, trx, scope, turmaId, marcacao.dia);
        }),
      );
    },
  );
}
