/**
 * The candidate's own calls in the portal (spec §2.3 /externo/candidatos, §5, §7 "Candidate
 * service"): the company's public branding, the résumé form as the company configures it less
 * what only HR sees (`x-internal` and read-only properties), registering (which signs in), the
 * password (change, and recovery by an e-mailed one-time link) and the acceptance of the privacy
 * term. Reading and changing one's own résumé are the candidate audience's routes, declared
 * (`audiences` in candidato.json, server/crud/audience-routes.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { alterarSenhaSchema, redefinirSenhaSchema, WRONG_PASSWORD_MESSAGE } from '../../../engine/forms/alterar-senha';
import type { EntityMeta } from '../../../engine/api-types';
import type { JsonSchema } from '../../../engine/declaration';
import { hiddenFromAudiences } from '../../../engine/registry/audience';
import { childrenOf, type RegisteredEntity } from '../../../engine/registry/registry';
import { createAjv } from '../../../engine/validation/ajv';
import { toFieldErrors } from '../../../engine/validation/messages';
import { requireSession } from '../../../server/auth/guard';
import { policyVersion } from '../../../server/auth/external-policy';
import { externalUserInfo, startCandidateSession } from '../../../server/auth/external-routes';
import { consumeResetToken, createResetToken, resetTokenValid } from '../../../server/auth/password-reset';
import { hashPassword, verifyPassword } from '../../../server/auth/passwords';
import { companyConfig, configValues } from '../../../server/crud/company-config';
import { recordId } from '../../../server/crud/routes';
import { componentOf, type RouteDoc } from '../../../server/openapi';
import { resolvedSchema } from '../../../server/crud/validators';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import { escapeHtml, mailFailure, sendMail } from '../../../server/mail/mailer';
import { entityMeta } from '../../../server/meta-routes';
import { portalCompany } from '../anuncio/anuncio';
import { cadastroCurto } from './cadastro-curto';

export const RECOVERY_SENT = 'Se o CPF estiver cadastrado nesta empresa, enviaremos um link para redefinir a senha ao e-mail do currículo.';
export const TERMO_PENDENTE = 'Leia e aceite o termo de privacidade para enviar o currículo.';
export const TERMO_MUDOU = 'O termo de privacidade mudou enquanto você se cadastrava. Leia e aceite a versão atual.';
export const RESET_LINK_INVALID = 'O link para redefinir a senha é inválido ou expirou. Solicite um novo.';
/** Properties the candidate sets only on registering (later, through "Alterar Senha"). */
const PASSWORD_FIELDS = ['senha', 'confirmaSenha'];

type Data = Record<string, unknown>;
const PASSWORD_RATE = { rateLimit: { max: 10, timeWindow: '5 minutes' } };
/** The route's OpenAPI description (`config.openapi`). */
const doc = (summary: string, response?: string, body?: RouteDoc['body'], status?: number) => ({ config: { openapi: { summary, response, body, status } } });
/** The reset link's form: the new password twice, and the link's token. */
const redefinicaoSenha: JsonSchema = {
  ...redefinirSenhaSchema,
  properties: { ...(redefinirSenhaSchema.properties as Data), token: { type: 'string', title: 'Token do link' } },
  required: [...(redefinirSenhaSchema.required as string[]), 'token'],
};

/** The résumé form's schema for the portal: the company's resolution less the HR-only properties. */
export function portalSchema(schema: JsonSchema, hidden: string[], mode: 'cadastro' | 'edicao'): JsonSchema {
  const drop = new Set([...hidden, 'id', 'version', ...(mode === 'edicao' ? PASSWORD_FIELDS : [])]);
  const properties = Object.fromEntries(Object.entries(schema.properties as Data).filter(([name]) => !drop.has(name)));
  const required = ((schema.required as string[] | undefined) ?? []).filter((name) => !drop.has(name));
  // Registering in the portal makes the password the way back in.
  return { ...schema, properties, required: mode === 'cadastro' ? [...required, ...PASSWORD_FIELDS] : required };
}

/** The portal's résumé form reads the tabs by the names a candidate understands (`candidateTitle`). */
const candidateTabs = (meta: EntityMeta): EntityMeta =>
  meta.form?.tabs ? { ...meta, form: { ...meta.form, tabs: meta.form.tabs.map(({ candidateTitle, ...tab }) => ({ ...tab, title: candidateTitle ?? tab.title })) } } : meta;

export function registerPortalCandidato(app: FastifyInstance, engine: Engine): void {
  const candidato = engine.registry.get('candidato');
  const hidden = hiddenFromAudiences(candidato);
  const children = childrenOf(candidato, engine.registry).map(({ child }) => child);
  const pickLists = referencedEntities(engine, [candidato, ...children]);
  const checkAlterar = createAjv().compile(alterarSenhaSchema);
  const checkRedefinir = createAjv().compile(redefinirSenhaSchema);

  const publicScope = (empresaId: number): Scope => ({ empresaId, usuarioId: null });
  /** The signed-in candidate's own record: any other id names nothing (404). */
  const ownScope = (request: FastifyRequest): Scope => {
    const scope = requireSession(request, 'candidato');
    if (recordId(request) !== request.session!.usuarioId) throw errors.notFound();
    return scope;
  };
  const companyExists = async (empresaId: number) => {
    const empresa = await engine.database.owner.selectFrom('empresa').select('nome').where('id', '=', empresaId).executeTakeFirst();
    if (!empresa) throw errors.notFound();
    return empresa.nome;
  };
  const withoutHidden = (record: Data) => Object.fromEntries(Object.entries(record).filter(([name]) => !hidden.includes(name)));
  const formSchema = async (empresaId: number, mode: 'cadastro' | 'edicao') =>
    portalSchema(resolvedSchema(candidato, await companyConfig(engine.db, engine.registry, candidato, empresaId)), hidden, mode);

  app.get('/api/externo/empresas/:id/configuracao', doc('O que o portal mostra da empresa: nome, cores, logotipo, se pede o aceite do termo', 'ExternalBranding'), async (request) => {
    const empresaId = recordId(request);
    const nome = await companyExists(empresaId);
    const config = await configValues(engine.db, engine.registry, ['corPrincipal', 'corSecundaria', 'exigirAceitePsi', 'logoEmpresa'], empresaId);
    return {
      id: empresaId,
      nome,
      corPrincipal: config.corPrincipal ?? null,
      corSecundaria: config.corSecundaria,
      logoUrl: config.logoEmpresa ? `/api/externo/empresas/${empresaId}/logo` : null,
      exigirAceitePsi: config.exigirAceitePsi === true,
    };
  });

  // The privacy term the candidate is asked to accept (spec §2.8), shown as written.
  app.get('/api/externo/empresas/:id/politica-seguranca', doc('O termo de política de segurança e privacidade da empresa, e a sua versão', 'PoliticaSeguranca'), async (request) => {
    const empresaId = recordId(request);
    await companyExists(empresaId);
    const { politicaSeguranca } = await configValues(engine.db, engine.registry, ['politicaSeguranca'], empresaId);
    return { texto: typeof politicaSeguranca === 'string' ? politicaSeguranca : '', versao: policyVersion(politicaSeguranca) };
  });

  app.get('/api/externo/empresas/:id/logo', doc('O logotipo da empresa (imagem)', 'arquivo'), async (request, reply) => {
    const { logoEmpresa } = await configValues(engine.db, engine.registry, ['logoEmpresa'], recordId(request));
    const match = typeof logoEmpresa === 'string' ? /^data:(image\/[a-z+]+);base64,(.*)$/s.exec(logoEmpresa) : null;
    if (!match) throw errors.notFound();
    // SVG may carry scripts: served as a download-proof image with a locked-down policy.
    return reply.type(match[1]!).header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cache-control', 'public, max-age=300').send(Buffer.from(match[2]!, 'base64'));
  });

  /** The form: candidato, its child lists and the lists it picks from, with options read through the portal. */
  const formulario = doc('O formulário do currículo como a empresa o configura, sem o que só o RH vê (?empresaId=; ?modo=cadastro, o padrão, só com o que a empresa exige, ou edicao)', 'FormularioPortal');
  app.get<{ Querystring: { empresaId?: string; modo?: string } }>('/api/externo/candidatos/formulario', formulario, async (request) => {
    const empresaId = portalCompany(request.query.empresaId);
    await companyExists(empresaId);
    const mode = request.query.modo === 'edicao' ? 'edicao' : 'cadastro';
    const config = await configValues(engine.db, engine.registry, candidato.configKeys, empresaId);
    const can = { read: true, write: true };
    const options = pickLists.map((target) => ({
      ...entityMeta(target, { read: true, write: false }, {}),
      resource: `externo/empresas/${empresaId}/opcoes/${target.resource}`,
    }));
    const forms = [candidato, ...children].map((entity) => (entity === candidato ? candidateTabs(entityMeta(entity, can, config)) : entityMeta(entity, can, {})));
    const schema = await formSchema(empresaId, mode);
    // The sign-up form asks only what the company requires; the rest is filled in after signing in.
    return { entities: [...forms, ...options], schema: mode === 'cadastro' ? cadastroCurto(schema) : schema };
  });

  // The lists the résumé picks from (cargos, idiomas, estados…): only those, and only id and name.
  const optionTargets = new Map(pickLists.map((e) => [e.resource, e]));
  const opcoes = doc('As opções de uma lista de que o currículo escolhe (cargos, idiomas, estados…): id e nome; os filtros declarados da lista valem na query', 'OptionItem[]');
  app.get<{ Params: { id: string; resource: string } }>('/api/externo/empresas/:id/opcoes/:resource', opcoes, async (request) => {
    const target = optionTargets.get(request.params.resource);
    if (!target) throw errors.notFound();
    // The declared filters apply (the cities of a state, say); the engine whitelists them.
    return engine.entities.list(target, publicScope(recordId(request)), { ...(request.query as object), unpaged: true, resumido: true });
  });

  const cadastro = doc(
    'Cadastra o currículo na empresa (?empresaId=), com a senha, e entra no portal; quando a empresa pede o aceite do termo, ?aceiteTermo= traz a versão lida e aceita, gravada com o currículo',
    'ExternalUserInfo',
    `${componentOf(candidato)}Entrada`,
    201,
  );
  app.post<{ Querystring: { empresaId?: string; aceiteTermo?: string } }>('/api/externo/candidatos', { config: { rateLimit: { max: 20, timeWindow: '10 minutes' }, ...cadastro.config } }, async (request, reply) => {
    const empresaId = portalCompany(request.query.empresaId);
    await companyExists(empresaId);
    const body = withoutHidden((request.body ?? {}) as Data);
    const schema = await formSchema(empresaId, 'cadastro');
    const validate = createAjv().compile(schema);
    if (!validate(body)) throw errors.validation(toFieldErrors(validate.errors, schema));
    const aceite = await termAcceptance(empresaId, request.query.aceiteTermo);
    // The acceptance goes in the same insert as the résumé: a refused sign-up records none.
    const created = await engine.entities.create(candidato, publicScope(empresaId), body, { values: { moduloExterno: true, ...aceite } });
    const info = await startCandidateSession(engine, request, reply, created.id, empresaId);
    return reply.code(201).send(info);
  });

  /** The acceptance a sign-up records: the term's current version, which the candidate must have read when the company asks. */
  const termAcceptance = async (empresaId: number, versaoLida: string | undefined): Promise<Data> => {
    const { exigirAceitePsi, politicaSeguranca } = await configValues(engine.db, engine.registry, ['exigirAceitePsi', 'politicaSeguranca'], empresaId);
    const versao = policyVersion(politicaSeguranca);
    if (versaoLida === versao) return { aceitoPoliticaSeguranca: true, aceitePoliticaEm: new Date().toISOString(), aceitePoliticaVersao: versao };
    if (exigirAceitePsi !== true) return {};
    throw errors.badRequest(versaoLida ? TERMO_MUDOU : TERMO_PENDENTE, 'ACEITE_TERMO');
  };

  const alterarSenha = doc('Troca a senha do candidato da sessão (a atual, depois a nova duas vezes); as outras sessões dele terminam', 'Confirmacao', alterarSenhaSchema);
  app.patch('/api/externo/candidatos/:id/alterar-senha', { config: { ...PASSWORD_RATE, ...alterarSenha.config } }, async (request) => {
    const scope = ownScope(request);
    if (!checkAlterar(request.body)) throw errors.validation(toFieldErrors(checkAlterar.errors, alterarSenhaSchema));
    const body = request.body as { senha: string; novaSenha: string };
    await runInScope(scope, async () => {
      const own = await companyQuery(engine.db, scope).selectFrom('candidato').select('senha').where('id', '=', request.session!.usuarioId).executeTakeFirst();
      if (!(await verifyPassword(own?.senha, body.senha))) throw errors.validation([{ field: 'senha', message: WRONG_PASSWORD_MESSAGE }]);
    });
    await setPassword(scope, request.session!.usuarioId, body.novaSenha);
    await engine.sessions.destroyOthers(request.session!);
    return { ok: true };
  });

  const setPassword = async (scope: Scope, candidatoId: number, senha: string) => {
    await engine.entities.change(candidato, scope, candidatoId, { senha: await hashPassword(senha) });
  };

  const recuperar = doc('Pede por e-mail um link para redefinir a senha; a mesma resposta haja ou não currículo com o CPF', 'Mensagem', 'PedidoRecuperacaoSenha');
  app.put<{ Body: { cpf?: unknown; empresaId?: unknown } }>('/api/externo/candidatos/recuperar-senha', { config: { ...PASSWORD_RATE, ...recuperar.config } }, async (request) => {
    const cpf = String(request.body?.cpf ?? '').replace(/\D/g, '');
    if (cpf.length !== 11) throw errors.validation([{ field: 'cpf', message: 'Cpf inválido.' }]);
    const empresaId = portalCompany(String(request.body?.empresaId ?? ''));
    const found = await runInScope(publicScope(empresaId), () =>
      companyQuery(engine.db, publicScope(empresaId)).selectFrom('candidato').select(['id', 'contato_email as email']).where('pessoal_cpf', '=', cpf).executeTakeFirst(),
    );
    // The same answer whether or not the CPF has a résumé here: nothing to learn by asking.
    if (found?.email) {
      const token = await createResetToken(engine.db, { kind: 'candidato', pessoaId: found.id, empresaId });
      const link = `${engine.config.appUrl}/externo/recuperar-senha?token=${encodeURIComponent(token)}&empresaId=${empresaId}`;
      const text = `Recebemos um pedido para redefinir a sua senha do Portal do Candidato.\n\nPara escolher uma nova senha, acesse: ${link}\n\nO link vale por uma hora e pode ser usado uma vez. Se você não pediu, ignore este e-mail.`;
      const html = text.split('\n').map((line) => `<p>${escapeHtml(line)}</p>`).join('').replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`);
      try {
        await sendMail(engine.config, request.log, { to: [found.email], subject: 'Redefinição de senha - Portal do Candidato', text, html });
      } catch (error) {
        request.log.error({ falha: mailFailure(error) }, 'falha ao enviar o e-mail de redefinição de senha');
      }
    }
    return { message: RECOVERY_SENT };
  });

  const linkValido = doc('Se o link de redefinição de senha (?token=) ainda vale', 'TokenValido');
  app.get<{ Querystring: { token?: string } }>('/api/externo/candidatos/redefinir-senha', linkValido, async (request) => ({
    valido: await resetTokenValid(engine.db, String(request.query.token ?? '')),
  }));

  const redefinir = doc('Escolhe a nova senha pelo link do e-mail (o token do link e a nova senha duas vezes); as sessões do candidato terminam', 'Confirmacao', redefinicaoSenha);
  app.post<{ Body: Data }>('/api/externo/candidatos/redefinir-senha', { config: { ...PASSWORD_RATE, ...redefinir.config } }, async (request) => {
    const { token, ...body } = (request.body ?? {}) as Data;
    if (!checkRedefinir(body)) throw errors.validation(toFieldErrors(checkRedefinir.errors, redefinirSenhaSchema));
    const owner = await consumeResetToken(engine.db, String(token ?? ''));
    if (!owner || owner.kind !== 'candidato') throw errors.badRequest(RESET_LINK_INVALID, 'LINK_INVALIDO');
    await setPassword(publicScope(owner.empresaId), owner.pessoaId, body.novaSenha as string);
    // Whoever held a session with the old password is out.
    await engine.db.deleteFrom('sessao').where('tipo', '=', 'candidato').where('usuario_id', '=', owner.pessoaId).execute();
    return { ok: true };
  });

  app.patch('/api/externo/candidatos/:id/aceita-termo', doc('O candidato da sessão aceita o termo de política de segurança e privacidade (a versão atual)', 'ExternalUserInfo'), async (request) => {
    const scope = ownScope(request);
    const { politicaSeguranca } = await configValues(engine.db, engine.registry, ['politicaSeguranca'], scope.empresaId);
    await engine.entities.change(candidato, scope, recordId(request), {
      aceitoPoliticaSeguranca: true,
      aceitePoliticaEm: new Date().toISOString(),
      aceitePoliticaVersao: policyVersion(politicaSeguranca),
    });
    return externalUserInfo(engine, request.session);
  });
}

/** Every entity an `x-reference` in these declarations points at (groups included). */
function referencedEntities(engine: Engine, entities: RegisteredEntity[]): RegisteredEntity[] {
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const reference = (node as Data)['x-reference'];
    if (typeof reference === 'string') names.add(reference);
    for (const value of Object.values(node as Data)) walk(value);
  };
  for (const entity of entities) walk(entity.properties);
  return [...names].map((name) => engine.registry.get(name));
}
