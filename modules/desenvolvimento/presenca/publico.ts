/**
 * The public page of the QR code (/externo/presenca, no HR login): the participant opens the
 * day's link, identifies themself with CPF and birth date and confirms. The signed token is the
 * only authority: it names the company, so nothing of another company is ever read, and a
 * participant is looked for only among that class's. Refusals: a link altered or not made here,
 * a link of another day, someone not in the class (one message, whether the CPF exists or not),
 * a second mark the same day. Rate-limited per address, as the portal's other public calls.
 */
import type { FastifyInstance } from 'fastify';
import { formatDate } from '../../../engine/format/dates';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { errosPresenca, PRESENCA_REGISTRADA } from './erros';
import { marcarPresencas } from './lista';
import type { AulaDoLink, ConfirmacaoDePresenca, PresencaRegistrada } from './presenca.api';
import { lerToken, type AulaDoToken } from './qr-token';
import { diasDaTurma, turmaDaEmpresa } from './turma';

/** The class day a token names, checked: genuine, of today, still a day of a class of its company. */
async function aulaDoToken(engine: Engine, token: string | undefined): Promise<{ aula: AulaDoToken; scope: Scope }> {
  const aula = lerToken(engine.secret, token ?? '');
  if (aula === 'invalido') throw errosPresenca.linkInvalido();
  if (aula === 'expirado') throw errosPresenca.linkExpirado();
  return { aula, scope: { empresaId: aula.empresaId, usuarioId: null } };
}

async function descricaoDaAula(engine: Engine, scope: Scope, aula: AulaDoToken): Promise<AulaDoLink> {
  // A class removed, or a day taken out of it, after the code was shown: the link no longer leads anywhere.
  const turma = await turmaDaEmpresa(engine.db, scope, aula.turmaId).catch(() => null);
  if (!turma || !(await diasDaTurma(engine.db, scope, aula.turmaId)).some((d) => d.dia === aula.dia)) throw errosPresenca.linkExpirado();
  return { curso: turma.curso, turma: turma.descricao, dia: aula.dia };
}

const LIMITE = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export function registerPresencaPublica(app: FastifyInstance, engine: Engine): void {
  app.get<{ Querystring: { token?: string } }>(
    '/api/externo/presenca',
    { config: { ...LIMITE, openapi: { summary: 'O curso, a turma e o dia de um link de presença (?token=), antes de o participante se identificar', response: 'AulaDoLink' } } },
    async (request): Promise<AulaDoLink> => {
      const { aula, scope } = await aulaDoToken(engine, request.query.token);
      return runInScope(scope, () => descricaoDaAula(engine, scope, aula));
    },
  );

  app.post(
    '/api/externo/presenca',
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' }, openapi: { summary: 'O participante registra a própria presença no dia pelo link do QR code, com CPF e data de nascimento', body: 'ConfirmacaoDePresenca', response: 'PresencaRegistrada' } } },
    async (request): Promise<PresencaRegistrada> => {
      const body = request.body as ConfirmacaoDePresenca;
      const { aula, scope } = await aulaDoToken(engine, body.token);
      return runInScope(scope, async () => {
        const descricao = await descricaoDaAula(engine, scope, aula);
        return engine.db.transaction().execute(async (trx) => {
          const company = companyQuery(trx, scope);
          const participante = await company
            .selectFrom('colaborador_turma as ct')
            .innerJoin(company.table('colaborador', 'co'), 'co.id', 'ct.colaborador_id')
            .select(['ct.id', 'co.nome'])
            .where('ct.turma_id', '=', aula.turmaId)
            .where('co.cpf', '=', body.cpf)
            .where('co.data_nascimento', '=', body.dataNascimento)
            .executeTakeFirst();
          if (!participante) throw errosPresenca.naoEncontrado();
          const marcados = await marcarPresencas(engine, trx, scope, aula.turmaId, { dia: aula.dia, colaboradorTurmaIds: [participante.id], presente: true }, 'Q');
          if (!marcados.length) throw errosPresenca.jaRegistrada();
          return { mensagem: PRESENCA_REGISTRADA, curso: descricao.curso, dia: formatDate(aula.dia), nome: participante.nome ?? '' };
        });
      });
    },
  );
}

