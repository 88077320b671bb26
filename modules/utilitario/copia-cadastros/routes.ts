/**
 * Utilitários › Cópia de cadastros (spec 02 §2 /utilitario/copia-cadastro, §5 "Company copy:
 * origin and destination required and different"): the registers declared `copyable` copied
 * from one company to another.
 *
 * Who may: a user holding the screen's authority in both companies — the system administrator
 * (user 1, every company), or someone given it in each (server/auth/accounts.ts). Any other
 * company answers 403: the copy reads one company and writes another, so both must be theirs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authoritiesOf, companiesOf } from '../../../server/auth/accounts';
import { requireSession } from '../../../server/auth/guard';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import type { CopiaCadastrosOpcoes, CopiaCadastrosPedido, CopiaCadastrosResultado } from './copia-cadastros.api';
import { copyRegisters } from './copia';
import { copyOrder, copyableEntities, dependenciesOf } from './plano';

/** The screen's authority (schemas/utilitario/telas/copia-cadastros.json). */
const AUTHORITY = 'ROLE_COPIA_CADASTRO';
/** Spec 02 §5. */
export const SAME_COMPANY = 'Empresas Selecionadas devem ser diferentes';

export function registerCopiaCadastros(app: FastifyInstance, engine: Engine): void {
  const copyable = copyableEntities(engine.registry);
  const names = new Set(copyable.map((entity) => entity.name));

  /** The companies the session's user may copy between: those where they hold the screen's authority. */
  async function companiesFor(request: FastifyRequest) {
    const { usuarioId } = requireSession(request, 'interno', [AUTHORITY]) as { usuarioId: number };
    const companies = [];
    for (const company of await companiesOf(engine.db, usuarioId)) {
      if ((await authoritiesOf(engine.db, engine.registry, usuarioId, company.id)).includes(AUTHORITY)) companies.push(company);
    }
    return { usuarioId, companies };
  }

  app.get(
    '/api/copia-cadastros',
    { config: { openapi: { summary: 'As empresas entre as quais o usuário copia e os cadastros que se copiam', response: 'CopiaCadastrosOpcoes' } } },
    async (request): Promise<CopiaCadastrosOpcoes> => ({
      empresas: (await companiesFor(request)).companies,
      cadastros: copyable.map((entity) => ({ nome: entity.name, rotulo: entity.labelPlural, dependencias: dependenciesOf(entity, engine.registry) })),
    }),
  );

  app.post(
    '/api/copia-cadastros',
    {
      config: {
        openapi: {
          summary: 'Copia os cadastros escolhidos de uma empresa para outra, numa transação, com as referências apontando para as cópias',
          body: 'CopiaCadastrosPedido',
          response: 'CopiaCadastrosResultado',
        },
      },
    },
    async (request): Promise<CopiaCadastrosResultado> => {
      const { usuarioId, companies } = await companiesFor(request);
      const { origemId, destinoId, entidades = [] } = (request.body ?? {}) as CopiaCadastrosPedido;
      const problems: { field: string; message: string }[] = [];
      if (!origemId) problems.push({ field: 'origemId', message: 'Empresa de origem é obrigatória' });
      if (!destinoId) problems.push({ field: 'destinoId', message: 'Empresa de destino é obrigatória' });
      else if (destinoId === origemId) problems.push({ field: 'destinoId', message: SAME_COMPANY });
      if (!entidades.length) problems.push({ field: 'entidades', message: 'Selecione ao menos um cadastro' });
      const unknown = entidades.filter((name) => !names.has(name));
      if (unknown.length) problems.push({ field: 'entidades', message: `Cadastro que não se copia: ${unknown.join(', ')}` });
      if (problems.length) throw errors.validation(problems);
      const reachable = new Set(companies.map((company) => company.id));
      if (!reachable.has(origemId!) || !reachable.has(destinoId!)) throw errors.forbidden();
      const plan = copyOrder(engine.registry, [...new Set(entidades)]);
      if ('missing' in plan) throw errors.validation([{ field: 'entidades', message: plan.missing }]);
      const cadastros = await copyRegisters(engine, plan.order, { empresaId: origemId!, usuarioId }, { empresaId: destinoId!, usuarioId });
      return { cadastros };
    },
  );
}
