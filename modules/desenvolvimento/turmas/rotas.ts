/**
 * A class's calls beyond CRUD (spec §7 "Turma"): its participants with área and cargo, adding
 * talents (chosen, or every active one of an área or cargo) or those of other classes — those
 * already in skipped, more than planned only warned —, whether it has any, and the notice by e-mail.
 */
import type { FastifyInstance } from 'fastify';
import type { NotNull } from 'kysely';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import { readScope, writeScope } from '../../../server/crud/request-scope';
import { recordId } from '../../../server/crud/routes';
import { mailFailure, sendMail } from '../../../server/mail/mailer';
import type { RouteDoc } from '../../../server/openapi';
import { aviso, type DiaDoAviso } from './aviso';
import { errosTurma } from './erros';
import type { AvisoEnviado, ClonaColaboradores, InclusaoNaTurma, ParticipantesDaTurma, TalentosParaTurma } from './turmas.api';

const unicos = (ids: readonly number[] | undefined): number[] => [...new Set(ids ?? [])];

export function registerTurmaRotas(app: FastifyInstance, engine: Engine): void {
  const turmaEntity = engine.registry.get('turma');
  const participante = engine.registry.get('colaboradorTurma');
  // The turno's titles as the day's declaration names them.
  const turnos = (engine.registry.get('diaTurma').properties.turno!.oneOf ?? []) as { const: string; title: string }[];
  const base = `/api/${turmaEntity.resource}`;
  const doc = (openapi: RouteDoc) => ({ config: { openapi } });

  /** The class of the session's company (404 otherwise), as the calls need it. */
  const turmaDaEmpresa = async (scope: Scope, id: number) => {
    const turma = await runInScope(scope, () =>
      companyQuery(engine.db, scope).selectFrom('turma').select(['id', 'descricao', 'qtd_participantes_previstos as previstos']).where('id', '=', id).executeTakeFirst(),
    );
    if (!turma) throw errors.notFound();
    return turma;
  };

  const participantesAtuais = (scope: Scope, turmaId: number) =>
    runInScope(scope, async () =>
      (await companyQuery(engine.db, scope).selectFrom('colaborador_turma').select('colaborador_id').where('turma_id', '=', turmaId).execute()).map((row) => row.colaborador_id!),
    );

  /** Adds the talents not yet in the class, all in one transaction; says how many and warns past the planned number. */
  const incluir = async (scope: Scope, turmaId: number, talentos: number[]): Promise<InclusaoNaTurma> => {
    const turma = await turmaDaEmpresa(scope, turmaId);
    const ja = new Set(await participantesAtuais(scope, turmaId));
    const novos = talentos.filter((id) => !ja.has(id));
    if (novos.length > 0) await engine.entities.createAll(participante, scope, novos.map((id) => ({ turma: { id: turmaId }, colaborador: { id } })));
    const total = ja.size + novos.length;
    const resposta: InclusaoNaTurma = { incluidos: novos.length, jaParticipavam: talentos.length - novos.length, total };
    if (turma.previstos !== null && total > turma.previstos) resposta.aviso = `A turma tem ${total} participantes, acima dos ${turma.previstos} previstos.`;
    return resposta;
  };

  /** The active talents a body names: those chosen (each must be the company's and active) and every one of its área and/or cargo. */
  const talentosDoCorpo = (scope: Scope, body: TalentosParaTurma): Promise<number[]> =>
    runInScope(scope, async () => {
      const escolhidos = unicos(body.colaboradoresIds);
      if (escolhidos.length === 0 && body.areaOrganizacionalId === undefined && body.cargoId === undefined) throw errosTurma.nenhumTalento();
      const company = companyQuery(engine.db, scope);
      const ativos = company.selectFrom('colaborador').select('id').where('data_desligamento', 'is', null);
      const encontrados = escolhidos.length === 0 ? [] : await ativos.where('id', 'in', escolhidos).execute();
      if (encontrados.length !== escolhidos.length) throw errosTurma.talentoInvalido();
      if (body.areaOrganizacionalId === undefined && body.cargoId === undefined) return escolhidos;
      if (body.areaOrganizacionalId !== undefined && !(await company.selectFrom('area_organizacional').select('id').where('id', '=', body.areaOrganizacionalId).executeTakeFirst())) {
        throw errosTurma.areaInvalida();
      }
      if (body.cargoId !== undefined && !(await company.selectFrom('cargo').select('id').where('id', '=', body.cargoId).executeTakeFirst())) throw errosTurma.cargoInvalido();
      let grupo = ativos;
      if (body.areaOrganizacionalId !== undefined) grupo = grupo.where('area_organizacional_id', '=', body.areaOrganizacionalId);
      if (body.cargoId !== undefined) grupo = grupo.where('cargo_id', '=', body.cargoId);
      const doGrupo = (await grupo.orderBy('nome').execute()).map((row) => row.id);
      return unicos([...escolhidos, ...doGrupo]);
    });

  app.get(`${base}/:id/participantes`, doc({ summary: 'Os participantes da turma, com área organizacional, cargo, frequência e aprovação', response: 'ParticipantesDaTurma' }), async (request) => {
    const scope = readScope(request, participante);
    const id = recordId(request);
    return runInScope(scope, async (): Promise<ParticipantesDaTurma> => {
      const company = companyQuery(engine.db, scope);
      const turma = await company
        .selectFrom('turma as t')
        .innerJoin(company.table('curso', 'cu'), (join) => join.onRef('cu.id', '=', 't.curso_id'))
        .select(['t.id', 't.descricao', 'cu.nome as curso', 't.qtd_participantes_previstos as qtdParticipantesPrevistos'])
        .where('t.id', '=', id)
        .$narrowType<{ descricao: NotNull; curso: NotNull }>()
        .executeTakeFirst();
      if (!turma) throw errors.notFound();
      const participantes = await company
        .selectFrom('colaborador_turma as ct')
        .innerJoin(company.table('colaborador', 'c'), (join) => join.onRef('c.id', '=', 'ct.colaborador_id'))
        .leftJoin(company.table('area_organizacional', 'a'), (join) => join.onRef('a.id', '=', 'c.area_organizacional_id'))
        .leftJoin(company.table('cargo', 'g'), (join) => join.onRef('g.id', '=', 'c.cargo_id'))
        .select((eb) => [
          'ct.id',
          'c.id as colaboradorId',
          eb.fn.coalesce('c.nome', eb.val('')).as('nome'),
          eb.fn.coalesce('a.descricao_hierarquia', 'a.nome').as('areaOrganizacional'),
          'g.nome as cargo',
          'c.email',
          eb.fn.coalesce('ct.percentual_frequencia', eb.lit(0)).as('percentualFrequencia'),
          eb.fn.coalesce('ct.aprovado', eb.lit(false)).as('aprovado'),
        ])
        .where('ct.turma_id', '=', id)
        .orderBy('c.nome')
        .orderBy('ct.id')
        .limit(5000)
        .execute();
      return { turma, participantes: participantes.map((p) => ({ ...p, percentualFrequencia: Number(p.percentualFrequencia) })) };
    });
  });

  app.post(`${base}/:id/colaboradores`, doc({ summary: 'Inclui na turma os talentos escolhidos e/ou todos os ativos de uma área organizacional ou cargo; os que já participam ficam como estão', body: 'TalentosParaTurma', response: 'InclusaoNaTurma' }), async (request) => {
    const scope = writeScope(request, participante);
    const id = recordId(request);
    await turmaDaEmpresa(scope, id);
    return incluir(scope, id, await talentosDoCorpo(scope, request.body as TalentosParaTurma));
  });

  app.post(`${base}/:id/clona-colaboradores`, doc({ summary: 'Inclui na turma os participantes ativos de outras turmas; os que já participam ficam como estão', body: 'ClonaColaboradores', response: 'InclusaoNaTurma' }), async (request) => {
    const scope = writeScope(request, participante);
    const id = recordId(request);
    await turmaDaEmpresa(scope, id);
    const turmaIds = unicos((request.body as ClonaColaboradores).turmaIds);
    const talentos = await runInScope(scope, async () => {
      const company = companyQuery(engine.db, scope);
      if ((await company.selectFrom('turma').select('id').where('id', 'in', turmaIds).execute()).length !== turmaIds.length) throw errosTurma.turmaInvalida();
      const rows = await company
        .selectFrom('colaborador_turma as ct')
        .innerJoin(company.table('colaborador', 'c'), (join) => join.onRef('c.id', '=', 'ct.colaborador_id'))
        .select('c.id')
        .distinct()
        .where('ct.turma_id', 'in', turmaIds)
        .where('c.data_desligamento', 'is', null)
        .orderBy('c.id')
        .execute();
      return rows.map((row) => row.id);
    });
    return incluir(scope, id, talentos);
  });

  app.get(`${base}/:id/tem-colaborador`, doc({ summary: 'Se a turma tem algum participante', response: { type: 'boolean' } }), async (request) => {
    const scope = readScope(request, participante);
    const id = recordId(request);
    await turmaDaEmpresa(scope, id);
    return (await participantesAtuais(scope, id)).length > 0;
  });

  app.post(`${base}/:id/envia-aviso`, doc({ summary: 'Envia por e-mail a cada participante com e-mail o aviso da turma (curso, dias e horas ou link, instrutor)', response: 'AvisoEnviado' }), async (request): Promise<AvisoEnviado> => {
    const scope = writeScope(request, turmaEntity);
    const id = recordId(request);
    await turmaDaEmpresa(scope, id);
    const turma = await engine.entities.get(turmaEntity, scope, id);
    const pessoas = await runInScope(scope, async () => {
      const company = companyQuery(engine.db, scope);
      return company
        .selectFrom('colaborador_turma as ct')
        .innerJoin(company.table('colaborador', 'c'), (join) => join.onRef('c.id', '=', 'ct.colaborador_id'))
        .select((eb) => [eb.fn.coalesce('c.nome', eb.val('')).as('nome'), 'c.email'])
        .where('ct.turma_id', '=', id)
        .orderBy('c.nome')
        .execute();
    });
    if (pessoas.length === 0) throw errosTurma.semParticipantes();
    const turno = (valor: unknown) => turnos.find((t) => t.const === valor)?.title ?? '';
    const dias = (turma.diasTurma as Record<string, unknown>[]).map((d): DiaDoAviso => ({ dia: String(d.dia), turno: turno(d.turno), horaIni: d.horaIni as string, horaFim: d.horaFim as string, link: d.link as string }));
    const message = aviso({ curso: String((turma.curso as { nome?: string }).nome ?? ''), turma: String(turma.descricao), instrutor: String(turma.instrutor), online: turma.online === true, dias });
    const comEmail = pessoas.filter((p) => p.email);
    // One message each: no participant learns who else takes part. Not awaited: a slow mail server never delays the answer.
    for (const { email } of comEmail) {
      void sendMail(engine.config, app.log, { to: [email!], ...message }).catch((error: unknown) => app.log.error({ falha: mailFailure(error) }, 'falha ao enviar o aviso da turma'));
    }
    return { enviados: comEmail.length, semEmail: pessoas.filter((p) => !p.email).map((p) => p.nome) };
  });
}
