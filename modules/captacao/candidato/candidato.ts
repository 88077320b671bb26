/**
 * Candidates beyond CRUD (spec §7 "Candidate service"): the CPF is unique in the company, the
 * photo must be an image, the cadastral qualification follows the configuration; and the
 * calls the screens use — the whole record, each related list, the photo, duplicate-CPF and
 * homonym warnings, and the companies where a CPF has a resume.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { childrenOf } from '../../../engine/registry/registry';
import { columnOf, joinTableName } from '../../../engine/table/derive';
import { companiesOf } from '../../../server/auth/accounts';
import { recordId } from '../../../server/crud/routes';
import { readScope } from '../../../server/crud/request-scope';
import { childList } from '../../../server/crud/select';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';
import type { JsonSchema } from '../../../engine/declaration';
import { componentOf } from '../../../server/openapi';
import { errors } from '../../../server/errors';
import { NOT_AN_IMAGE, decodeImage } from './foto';
import { updateQualificacao } from './qualificacao';
import type { CpfEmUso, Homonimo } from './candidato.api';

const id = (...names: string[]) => sql.id(...names);
/** Path segment of each related list (spec §7), by property. */
const LIST_PATHS: Record<string, string> = { experiencias: 'experiencias', formacoes: 'formacoes', candidatoIdiomas: 'idiomas', certificados: 'certificados' };
const REFERENCE_PATHS: Record<string, string> = { areasInteresse: 'areas-interesses', conhecimentos: 'conhecimentos' };

const cpfParam = (request: FastifyRequest): string => {
  const cpf = String((request.query as { cpf?: string }).cpf ?? '').replace(/\D/g, '');
  // Spec §5: the look-up only runs with a whole CPF.
  if (cpf.length !== 11) throw errors.validation([{ field: 'cpf', message: 'Cpf inválido.' }]);
  return cpf;
};
const optionalId = (value: unknown): number => (/^\d{1,9}$/.test(String(value ?? '')) ? Number(value) : 0);

export function registerCandidato(app: FastifyInstance, engine: Engine): void {
  const candidato = engine.registry.get('candidato');

  engine.hooks.register('candidato', {
    // One résumé per CPF in a company is the declaration's `unique`.
    beforeWrite({ data }) {
      if (!data) return;
      const foto = data.foto;
      if (typeof foto === 'string' && !decodeImage(foto)) throw errors.validation([{ field: 'foto', message: NOT_AN_IMAGE }]);
    },
    async afterWrite({ trx, scope, action, id: candidatoId, current }) {
      if (action === 'delete' || !current) return;
      const [row] = await updateQualificacao(engine, trx, candidato, scope.empresaId, candidatoId);
      current.qualificacaoCadastral = row?.q;
    },
  });
  // A new configuration may require what some candidates lack.
  engine.hooks.register('empresa', {
    async afterWrite({ trx, scope }) {
      await updateQualificacao(engine, trx, candidato, scope.empresaId);
    },
  });

  const base = `/api/${candidato.resource}`;
  const scoped = <T>(request: FastifyRequest, work: (scope: Scope) => Promise<T>) => {
    const scope = readScope(request, candidato);
    return runInScope(scope, () => work(scope));
  };
  /** One value computed over the candidate row `t` of the session's company; 404 for any other. */
  const selectOne = (request: FastifyRequest, value: RawBuilder<unknown>) =>
    scoped(request, async (scope) => {
      const row = await companyQuery(engine.db, scope).selectFrom('candidato as t').select(value.as('value')).where('t.id', '=', recordId(request)).executeTakeFirst();
      if (!row) throw errors.notFound();
      return row.value;
    });

  const doc = (summary: string, response: string | JsonSchema) => ({ config: { openapi: { summary, response } } });
  app.get(`${base}/:id/completo`, doc('O currículo inteiro, com as listas', componentOf(candidato)), (request) => scoped(request, (scope) => engine.entities.get(candidato, scope, recordId(request))));

  for (const { property, child } of childrenOf(candidato, engine.registry)) {
    const path = LIST_PATHS[property];
    if (!path) continue;
    app.get(`${base}/:id/${path}`, doc(`${child.labelPlural} do candidato`, `${componentOf(child)}[]`), (request) =>
      selectOne(request, childList(child, engine.registry, readScope(request, candidato), recordId(request))),
    );
  }

  for (const [property, path] of Object.entries(REFERENCE_PATHS)) {
    const target = engine.registry.get(candidato.properties[property]!['x-reference'] as string);
    const join = id(joinTableName(candidato.table, property));
    const summary = id('r', columnOf(target, target.summary));
    app.get(`${base}/:id/${path}`, doc(`${String(candidato.properties[property]!.title)} do candidato`, 'OptionItem[]'), (request) =>
      selectOne(
        request,
        // Raw SQL: the list's join table and target come from the declaration at run time.
        sql`coalesce((select json_agg(json_build_object('id', r.id, ${sql.lit(target.summary)}, ${summary}) order by j.position)
          from ${join} j join ${id(target.table)} r on r.id = j.target_id where j.owner_id = t.id), '[]'::json)`,
      ),
    );
  }

  app.get(`${base}/:id/foto`, doc('A foto do candidato (imagem)', 'arquivo'), async (request, reply) => {
    const foto = await selectOne(request, id('t', columnOf(candidato, 'foto')));
    const image = typeof foto === 'string' ? decodeImage(foto) : undefined;
    if (!image) throw errors.notFound();
    return reply.type(image.contentType).header('cache-control', 'private, no-cache').header('x-content-type-options', 'nosniff').send(image.bytes);
  });

  // Duplicate CPF in the company, for the warning while typing (candidatoId: the one being edited).
  // The declaration requires a candidate's nome: the column holds no null.
  app.get(`${base}/valida-cpf`, doc('Se o CPF já tem currículo na empresa (aviso ao digitar)', 'CpfEmUso'), (request): Promise<CpfEmUso> =>
    scoped(request, async (scope) => {
      const cpf = cpfParam(request);
      const own = optionalId((request.query as { candidatoId?: string }).candidatoId);
      const found = await companyQuery(engine.db, scope).selectFrom('candidato').select(['id', 'nome']).$narrowType<{ nome: string }>().where('pessoal_cpf', '=', cpf).where('id', '<>', own).limit(1).executeTakeFirst();
      return { duplicado: found !== undefined, candidato: found ?? null };
    }),
  );

  // Candidates with the same name (case and accents as typed), for the homonym warning.
  app.get(`${base}/candidatos-homonimos`, doc('Candidatos com o mesmo nome (aviso ao digitar)', 'Homonimo[]'), (request): Promise<Homonimo[]> =>
    scoped(request, async (scope) => {
      const query = request.query as { nome?: string; candidatoId?: string };
      const nome = String(query.nome ?? '').trim();
      if (nome.length < 3 || nome.length > 100) return [];
      const pattern = nome.replace(/[\\%_]/g, (c) => `\\${c}`);
      return companyQuery(engine.db, scope)
        .selectFrom('candidato')
        .select(['id', 'nome', 'pessoal_cpf as cpf'])
        .$narrowType<{ nome: string }>()
        .where('nome', 'ilike', pattern)
        .where('id', '<>', optionalId(query.candidatoId))
        .orderBy('id')
        .limit(20)
        .execute();
    }),
  );

  /** Companies where a CPF has a resume (`among`: only these): across companies, so as the owner. */
  const companiesWithCpf = (cpf: string, among?: number[]) =>
    engine.database.owner
      .selectFrom('candidato as t')
      .innerJoin('empresa as e', 'e.id', 't.empresa_id')
      .select(['e.id', 'e.nome'])
      .distinct()
      .where('t.pessoal_cpf', '=', cpf)
      .$if(among !== undefined, (query) => query.where((eb) => eb('e.id', '=', eb.fn.any(eb.val(among!)))))
      .orderBy('e.nome')
      .execute();

  // Companies where a CPF has a resume, among those the user works for (ids and names only).
  const empresasPorCpf = (summary: string) => ({ config: { rateLimit: { max: 30, timeWindow: '1 minute' }, openapi: { summary, response: 'EmpresaResumo[]' } } });
  app.get(`${base}/empresas-por-cpf`, empresasPorCpf('Empresas do usuário onde o CPF tem currículo'), async (request) => {
    const scope = readScope(request, candidato);
    const cpf = cpfParam(request);
    const own = new Set((await companiesOf(engine.db, scope.usuarioId!)).map((e) => e.id));
    return companiesWithCpf(cpf, [...own]);
  });
  // The portal's login (spec §7 "GET /empresas-por-cpf"), before any session, like the users'
  // login: ids and names only, rate limited, since it tells where a CPF has a resume.
  app.get('/api/externo/candidatos/empresas-por-cpf', empresasPorCpf('Empresas onde o CPF tem currículo (login do portal)'), async (request) => {
    return companiesWithCpf(cpfParam(request));
  });
}
