/**
 * "Enviar para um amigo" (spec §7 "POST {id}/enviar-amigo"): a visitor of the portal sends a
 * public job ad to a friend, after the captcha. Only ads the portal shows can be sent.
 */
import type { FastifyInstance } from 'fastify';
import { indicacaoAmigoSchema, INDICACAO_ENVIADA } from '../../../engine/forms/indicacao-amigo';
import type { IndicacaoAmigoBody } from '../../../engine/forms/indicacao-amigo';
import { createAjv } from '../../../engine/validation/ajv';
import { toFieldErrors } from '../../../engine/validation/messages';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import { escapeHtml, mailFailure, sendMail } from '../../../server/mail/mailer';
import { portalCompany, publicAds, quickAccessLink } from './anuncio';
import { errosCaptacao } from '../erros';

const validate = createAjv().compile(indicacaoAmigoSchema);

export function friendMessage(body: IndicacaoAmigoBody, ad: { titulo: string; descricao: string; empresa: string }, link: string) {
  const intro = `Olá, ${body.nomeAmigo}! ${body.nome} (${body.email}) indicou para você a vaga "${ad.titulo}" de ${ad.empresa}.`;
  return {
    to: [body.emailAmigo],
    subject: `${body.nome} indicou uma vaga para você: ${ad.titulo}`,
    text: `${intro}\n\n${ad.descricao}\n\nVeja a vaga e candidate-se: ${link}`,
    html: `<p>${escapeHtml(intro)}</p><p style="white-space:pre-wrap">${escapeHtml(ad.descricao)}</p><p><a href="${escapeHtml(link)}">Veja a vaga e candidate-se</a></p>`,
  };
}

export function registerAnuncioAmigo(app: FastifyInstance, engine: Engine): void {
  app.post<{ Params: { id: string }; Querystring: { empresaId?: string } }>(
    '/api/externo/anuncios/:id/enviar-amigo',
    {
      config: {
        rateLimit: { max: 10, timeWindow: '10 minutes' },
        openapi: { summary: 'Envia uma vaga aberta a um amigo por e-mail (?empresaId=; com o captcha resolvido)', body: indicacaoAmigoSchema, response: 'Mensagem' },
      },
    },
    async (request) => {
      const empresaId = portalCompany(request.query.empresaId);
      const body = request.body;
      if (!validate(body)) throw errors.validation(toFieldErrors(validate.errors, indicacaoAmigoSchema));
      const indicacao = body as IndicacaoAmigoBody;
      await engine.captcha.check(indicacao.recaptcha);
      const anuncioId = Number(request.params.id);
      const [ad] = Number.isSafeInteger(anuncioId) ? await publicAds(engine, empresaId, { anuncioId }) : [];
      if (!ad) throw errors.notFound();
      try {
        await sendMail(engine.config, app.log, friendMessage(indicacao, ad, quickAccessLink(engine.config.appUrl, ad.solicitacao.id, empresaId)));
      } catch (error) {
        app.log.error({ falha: mailFailure(error) }, 'falha ao enviar indicação de vaga');
        throw errosCaptacao.emailFalhou();
      }
      return { message: INDICACAO_ENVIADA };
    },
  );
}
