/**
 * Job ads (spec §3.1, §7 "Anuncio"): one per request, with its quick-access link; sharing by
 * e-mail (the declared action `email`); and the public list the candidate portal reads, which
 * shows only external ads of open requests of one company.
 */
import type { FastifyInstance } from 'fastify';
import type { NotNull } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import { runInScope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import { escapeHtml, mailFailure, sendMail } from '../../../server/mail/mailer';
import { withEvaluationCounts } from '../avaliacao/anuncio';
import { withInscricoes } from '../selecao/candidaturas';
import type { PublicAd } from '../portal/portal.api';
import { errosCaptacao } from '../erros';

export const EMPRESA_INVALIDA = 'Empresa ID inválido. Revise ou solicite novamente o link';

/** Spec §2.8: {app url}/externo/anuncios?solicitacaoId={id}&empresaId={id}. */
export function quickAccessLink(appUrl: string, solicitacaoId: number, empresaId: number): string {
  return `${appUrl}/externo/anuncios?solicitacaoId=${solicitacaoId}&empresaId=${empresaId}`;
}

/** The e-mails of a share: "a@x.com, b@y.com; c@z.com" → distinct addresses. */
export function splitEmails(text: string): string[] {
  return [...new Set(text.split(/[,;]/).map((e) => e.trim()).filter(Boolean))];
}

const ID = /^\d{1,9}$/;

export function registerAnuncio(app: FastifyInstance, engine: Engine): void {
  const entity = engine.registry.get('anuncio');
  engine.hooks.register(entity.name, {
    async beforeWrite(context) {
      if (context.action === 'delete') return;
      const solicitacaoId = (context.data!.solicitacao as { id: number }).id;
      context.data!.linkAcessoRapido = quickAccessLink(engine.config.appUrl, solicitacaoId, context.scope.empresaId);
    },
    // After the action committed: the SMTP server's wait never holds the transaction open.
    async afterActionCommit({ action, body, previous }) {
      if (action !== 'email') return;
      const titulo = String(previous.titulo);
      const descricao = String(previous.descricao ?? '');
      const link = String(previous.linkAcessoRapido ?? '');
      try {
        await sendMail(engine.config, app.log, {
          to: splitEmails(String(body.emails)),
          subject: String(body.assunto),
          text: `${titulo}\n\n${descricao}\n\nCandidate-se: ${link}`,
          html: `<h2>${escapeHtml(titulo)}</h2><p style="white-space:pre-wrap">${escapeHtml(descricao)}</p><p><a href="${escapeHtml(link)}">Candidate-se</a></p>`,
        });
      } catch (error) {
        app.log.error({ falha: mailFailure(error) }, 'falha ao enviar anúncio por e-mail');
        throw errosCaptacao.emailFalhou();
      }
    },
  });

  // Public: what the candidate portal lists (no login).
  const summary = 'Vagas abertas da empresa no portal (?empresaId=, e ?solicitacaoId= para a vaga de um link); com as contagens de avaliações e a inscrição do candidato da sessão';
  app.get('/api/externo/anuncios', { config: { openapi: { summary, response: 'PublicAd[]' } } }, async (request) => {
    const query = request.query as { empresaId?: string; solicitacaoId?: string };
    if (query.solicitacaoId !== undefined && !ID.test(query.solicitacaoId)) throw errors.badRequest('Solicitação inválida.');
    const ads = await publicAds(engine, portalCompany(query.empresaId), { solicitacaoId: query.solicitacaoId === undefined ? undefined : Number(query.solicitacaoId) });
    return withInscricoes(engine, request, await withEvaluationCounts(engine, request, ads));
  });
}

/** The company of a portal call's `empresaId`, or the spec's message for a bad link. */
export function portalCompany(empresaId: string | undefined): number {
  if (!ID.test(empresaId ?? '')) throw errors.badRequest(EMPRESA_INVALIDA, 'EMPRESA_INVALIDA');
  return Number(empresaId);
}

/**
 * The ads a candidate may see: only the company named, only its external ads, only while the
 * request is open (not suspended, closed or cancelled).
 */
export async function publicAds(engine: Engine, empresaId: number, only: { solicitacaoId?: number; anuncioId?: number } = {}): Promise<PublicAd[]> {
  const company = companyQuery(engine.db, { empresaId });
  return runInScope({ empresaId, usuarioId: null }, async () => {
    const empresa = await engine.db.selectFrom('empresa').select('nome').where('id', '=', empresaId).executeTakeFirst();
    if (!empresa) throw errors.badRequest(EMPRESA_INVALIDA, 'EMPRESA_INVALIDA');
    const rows = await company
      .selectFrom('anuncio as a')
      .innerJoin(company.table('solicitacao_pessoal', 's'), 's.id', 'a.solicitacao_id')
      .leftJoin(company.table('cargo', 'c'), 'c.id', 's.cargo_id')
      .leftJoin('cidade as ci', 'ci.id', 's.cidade_id')
      .select((eb) => [
        'a.id',
        'a.titulo',
        'a.descricao',
        'a.dias_espera_nova_aplicacao as diasEsperaNovaAplicacao',
        'a.previsao_encerramento as previsaoEncerramento',
        'a.utilizar_avaliacoes_etapa_seletiva as utilizarAvaliacoesEtapaSeletiva',
        jsonBuildObject({ id: eb.ref('s.id'), quantidade: eb.ref('s.quantidade').$notNull(), empresa: jsonBuildObject({ id: eb.ref('s.empresa_id') }) }).as('solicitacao'),
        'c.nome as cargo',
        'ci.nome as cidade',
      ])
      .where('a.exibir_modulo_externo', '=', true)
      .where('s.suspensa', '=', false)
      .where('s.encerrada', '=', false)
      .where('s.cancelada', '=', false)
      .$if(only.solicitacaoId !== undefined, (query) => query.where('s.id', '=', only.solicitacaoId!))
      .$if(only.anuncioId !== undefined, (query) => query.where('a.id', '=', only.anuncioId!))
      .orderBy('a.titulo')
      .orderBy('a.id')
      .limit(500)
      .$narrowType<{ titulo: NotNull; descricao: NotNull }>()
      .execute();
    return rows.map((row) => ({ ...row, empresa: empresa.nome ?? '' }));
  });
}
