import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureMail, stopCapturingMail, type SentMail } from '../../server/mail/mailer';
import { LoginThrottle } from '../../server/auth/login-throttle';
import { ADMIN, useTestApp } from '../support/test-app';

const t = useTestApp();
let mails: SentMail[];
beforeAll(async () => {
  mails = captureMail();
});
afterAll(async () => {
  stopCapturingMail();
  await t?.close();
});

const ANA = { cpf: '39053344705', empresaId: 1 };
/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The portal login, form-encoded as the browser sends it; answers the response and its cookie. */
async function portalLogin(fields: Record<string, string>, query = '') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/externo/login${query}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  const cookie = response.cookies.find((c) => c.name === 'rh_sessao');
  return { response, cookie: cookie ? `rh_sessao=${cookie.value}` : '' };
}

const anaLogin = (senha = 'demo1234') => portalLogin({ cpf: ANA.cpf, senha, empresaId: '1' });

async function anaId(): Promise<number> {
  const { response } = await anaLogin();
  return response.json().candidato.id;
}

/** A valid registration (company 1's configuration asks for birth date and e-mail); cargos are the company's own. */
async function registration(cpf: string, empresaId = 1) {
  const cargos = (await t.request('GET', `/api/externo/empresas/${empresaId}/opcoes/cargos`)).json() as { id: number }[];
  return {
    nome: 'Renata Portal',
    pessoal: { cpf, dataNascimento: '1995-04-02', sexo: 'F' },
    contato: { email: 'renata@exemplo.com.br' },
    cargos: [cargos[0]!.id],
    primeiroEmprego: true,
    senha: 'senha-portal-1',
    confirmaSenha: 'senha-portal-1',
  };
}

/** The version of the company's privacy term the portal shows. */
const versaoDoTermo = async (empresaId: number): Promise<string> => (await t.request('GET', `/api/externo/empresas/${empresaId}/politica-seguranca`)).json().versao;

describe('sessão do candidato', () => {
  it('entra com CPF, senha e empresa; sem dizer qual deles errou', async () => {
    const empty = await portalLogin({ cpf: ANA.cpf });
    expect(empty.response.statusCode).toBe(400);
    expect(empty.response.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'senha', message: 'Senha é obrigatória' },
        { field: 'empresaId', message: 'Empresa é obrigatória' },
      ]),
    );
    for (const wrong of [{ senha: 'errada123', empresaId: '1' }, { senha: 'demo1234', empresaId: '2' }]) {
      const { response } = await portalLogin({ cpf: ANA.cpf, ...wrong });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('CPF, senha ou empresa inválidos.');
    }
    const first = await anaLogin();
    const second = await portalLogin({ cpf: '390.533.447-05', senha: 'demo1234', empresaId: '1' }, '?solicitacaoId=7');
    expect(first.response.statusCode).toBe(200);
    expect(second.response.json()).toMatchObject({ authenticated: true, autenticadoRh: true, solicitacaoId: 7, candidato: { cpf: ANA.cpf }, empresa: { id: 1 } });
    expect(first.cookie).not.toBe(second.cookie);
    const info = await t.request('GET', '/api/externo/userinfo', { cookie: second.cookie });
    expect(info.json()).toMatchObject({ authenticated: true, candidato: { nome: 'Ana Beatriz Souza' } });
    expect((await t.request('POST', '/api/externo/userinfo/logout', { cookie: second.cookie })).statusCode).toBe(200);
    expect((await t.request('GET', '/api/externo/userinfo', { cookie: second.cookie })).json()).toEqual({ authenticated: false, autenticadoRh: false });
  });

  it('bloqueia a conta do candidato depois de 5 senhas erradas, com o CPF escrito de qualquer jeito', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await portalLogin({ cpf: '11144477735', senha: 'errada123', empresaId: '1' })).response.statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const locked = await portalLogin({ cpf: '111.444.777-35', senha: 'errada123', empresaId: '1' });
    expect(locked.response.statusCode).toBe(429);
    expect(locked.response.json().code).toBe('ACCOUNT_LOCKED');
    t.engine.loginThrottle = new LoginThrottle();
  });

  it('sessões separadas: a interna não serve ao portal e a do candidato não serve ao RH', async () => {
    const id = await anaId();
    const internal = await t.login(ADMIN);
    expect((await t.request('GET', '/api/externo/userinfo', { cookie: internal })).json().authenticated).toBe(false);
    expect((await t.request('GET', `/api/externo/candidatos/${id}`, { cookie: internal })).statusCode).toBe(403);
    const { cookie } = await anaLogin();
    expect((await t.request('GET', '/api/userinfo', { cookie })).json().authenticated).toBe(false);
    expect((await t.request('GET', `/api/candidatos/${id}`, { cookie })).statusCode).toBe(403);
    expect((await t.request('GET', '/api/candidatos', { cookie })).statusCode).toBe(403);
    expect((await t.request('GET', `/api/externo/candidatos/${id}`, { cookie })).statusCode).toBe(200);
    // Another candidate's record does not exist for this one.
    expect((await t.request('GET', `/api/externo/candidatos/${id + 1}`, { cookie })).statusCode).toBe(404);
    expect((await t.request('PUT', `/api/externo/candidatos/${id + 1}`, { cookie, body: {} })).statusCode).toBe(404);
  });

  it('empresas por CPF e identidade visual: só o que o portal mostra', async () => {
    expect((await t.request('GET', '/api/externo/candidatos/empresas-por-cpf?cpf=3905334470')).statusCode).toBe(400);
    expect((await t.request('GET', `/api/externo/candidatos/empresas-por-cpf?cpf=${ANA.cpf}`)).json()).toEqual([{ id: 1, nome: expect.any(String) }]);
    const branding = (await t.request('GET', '/api/externo/empresas/1/configuracao')).json();
    expect(Object.keys(branding).sort()).toEqual(['corPrincipal', 'corSecundaria', 'exigirAceitePsi', 'id', 'logoUrl', 'nome']);
    expect(branding.exigirAceitePsi).toBe(true);
    expect((await t.request('GET', '/api/externo/empresas/999/configuracao')).statusCode).toBe(404);
    // Pick lists: only those the résumé references, filtered as declared.
    expect((await t.request('GET', '/api/externo/empresas/1/opcoes/usuarios')).statusCode).toBe(404);
    const estados = (await t.request('GET', '/api/externo/empresas/1/opcoes/estados')).json() as { id: number; sigla?: string; nome?: string }[];
    const ceara = estados.find((e) => JSON.stringify(e).includes('Cear'))!;
    const cidades = (await t.request('GET', `/api/externo/empresas/1/opcoes/cidades?estadoId=${ceara.id}`)).json() as unknown[];
    expect(cidades.length).toBeGreaterThan(100);
    expect(cidades.length).toBeLessThan(300);
  });
});

describe('currículo pelo portal', () => {
  it('o formulário é o do RH sem o que só o RH vê, com a configuração da empresa', async () => {
    const form = (await t.request('GET', '/api/externo/candidatos/formulario?empresaId=1')).json();
    const names = Object.keys(form.schema.properties);
    expect(names).toEqual(expect.arrayContaining(['nome', 'pessoal', 'cargos', 'senha', 'confirmaSenha']));
    for (const internal of ['observacaoRH', 'ocrTexto', 'qualificado', 'disponivel', 'qualificacaoCadastral', 'aceitoPoliticaSeguranca']) expect(names).not.toContain(internal);
    expect(form.schema.required).toEqual(expect.arrayContaining(['nome', 'pessoal', 'cargos', 'senha', 'confirmaSenha']));
    expect(form.entities.map((e: { name: string }) => e.name)).toEqual(expect.arrayContaining(['candidato', 'candidatoExperiencia', 'cargo']));
    const edit = (await t.request('GET', '/api/externo/candidatos/formulario?empresaId=1&modo=edicao')).json();
    expect(Object.keys(edit.schema.properties)).not.toContain('senha');
    expect(Object.keys(edit.schema.properties)).toEqual(expect.arrayContaining(['experiencias', 'endereco', 'habilitacao']));
  });

  it('o cadastro pede só o que a empresa exige, em abas com nomes para o candidato', async () => {
    const form = (await t.request('GET', '/api/externo/candidatos/formulario?empresaId=1')).json();
    // Company 1 requires the birth date and the e-mail besides the declaration's own.
    expect(Object.keys(form.schema.properties)).toEqual(['nome', 'pessoal', 'contato', 'cargos', 'senha', 'confirmaSenha']);
    expect(Object.keys(form.schema.properties.pessoal.properties).sort()).toEqual(['cpf', 'dataNascimento', 'sexo']);
    expect(Object.keys(form.schema.properties.contato.properties)).toEqual(['email']);
    const tabs = form.entities.find((e: { name: string }) => e.name === 'candidato').form.tabs.map((tab: { title: string }) => tab.title);
    expect(tabs).toEqual(['Dados Pessoais', 'Endereço e Contato', 'Currículo', 'Outras informações', 'Perguntas da empresa', 'Sobre você', 'Senha de acesso']);
    expect((await t.request('GET', '/api/externo/candidatos/formulario?empresaId=x')).statusCode).toBe(400);
  });

  it('cadastra com senha e confirmação, recusa CPF repetido e entra', async () => {
    const url = `/api/externo/candidatos?empresaId=1&aceiteTermo=${await versaoDoTermo(1)}`;
    const body = await registration('86288366757');
    const { senha: _s, confirmaSenha: _c, ...sem } = body;
    const missing = await t.request('POST', url, { body: sem });
    expect(missing.statusCode).toBe(400);
    const fields = missing.json().fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['senha', 'confirmaSenha']));
    const mismatch = await t.request('POST', url, { body: { ...body, confirmaSenha: 'outra-coisa' } });
    expect(mismatch.json().fields).toContainEqual({ field: 'confirmaSenha', message: 'As senhas devem ser iguais' });
    const hrOnly = await t.request('POST', url, { body: { ...body, observacaoRH: 'plantado', qualificado: 'S' } });
    expect(hrOnly.statusCode).toBe(201);
    const cookie = `rh_sessao=${hrOnly.cookies.find((c) => c.name === 'rh_sessao')!.value}`;
    const id = hrOnly.json().candidato.id;
    const internal = await t.login(ADMIN);
    const seenByHr = (await t.request('GET', `/api/candidatos/${id}`, { cookie: internal })).json();
    expect(seenByHr.observacaoRH ?? null).toBeNull();
    expect(seenByHr.moduloExterno).toBe(true);
    expect(seenByHr.qualificado).toBe('I');
    const duplicate = await t.request('POST', url, { body });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fields).toContainEqual({ field: 'pessoal.cpf', message: 'CPF já cadastrado para outro candidato desta empresa.' });
    // The same person may register in another company.
    const elsewhere = await t.request('POST', `/api/externo/candidatos?empresaId=2&aceiteTermo=${await versaoDoTermo(2)}`, { body: await registration('86288366757', 2) });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);

    // Editing keeps what HR wrote.
    const { createdAt: _hc, updatedAt: _hu, qualificacaoCadastral: _q, ...hrBody } = seenByHr;
    expect((await t.request('PUT', `/api/candidatos/${id}`, { cookie: internal, body: { ...hrBody, observacaoRH: 'Boa entrevista' } })).statusCode).toBe(200);
    const { createdAt: _oc, updatedAt: _ou, ...own } = (await t.request('GET', `/api/externo/candidatos/${id}`, { cookie })).json();
    expect(own.observacaoRH).toBeUndefined();
    const saved = await t.request('PUT', `/api/externo/candidatos/${id}`, { cookie, body: { ...own, nome: 'Renata Portal Silva', observacaoRH: 'apagado' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await t.request('GET', `/api/candidatos/${id}`, { cookie: internal })).json();
    expect(after).toMatchObject({ nome: 'Renata Portal Silva', observacaoRH: 'Boa entrevista' });
    expect((await portalLogin({ cpf: '86288366757', senha: 'senha-portal-1', empresaId: '1' })).response.statusCode).toBe(200);
  });
});

describe('aceite do termo no cadastro', () => {
  /** Candidates of company 1 with a recorded acceptance (read as the database's owner, past row-level security). */
  const aceites = async () =>
    Number((await t.engine.database.owner.selectFrom('candidato').select((eb) => eb.fn.countAll().as('n')).where('empresa_id', '=', 1).where('aceite_politica_versao', 'is not', null).executeTakeFirstOrThrow()).n);

  it('a empresa que pede o aceite recusa o currículo sem ele, ou com o de um texto antigo', async () => {
    expect((await t.request('GET', '/api/externo/empresas/1/configuracao')).json().exigirAceitePsi).toBe(true);
    const body = await registration('24665135010');
    const sem = await t.request('POST', '/api/externo/candidatos?empresaId=1', { body });
    expect(sem.statusCode).toBe(400);
    expect(sem.json()).toMatchObject({ code: 'ACEITE_TERMO', message: 'Leia e aceite o termo de privacidade para enviar o currículo.' });
    const antigo = await t.request('POST', '/api/externo/candidatos?empresaId=1&aceiteTermo=0123456789abcdef', { body });
    expect(antigo.json().message).toBe('O termo de privacidade mudou enquanto você se cadastrava. Leia e aceite a versão atual.');
    expect((await portalLogin({ cpf: '24665135010', senha: body.senha, empresaId: '1' })).response.statusCode).toBe(401);
  });

  it('grava o aceite com a versão do texto na mesma transação do cadastro; um cadastro recusado não grava aceite', async () => {
    const versao = await versaoDoTermo(1);
    const before = await aceites();
    // Refused by the schema, by the database's unique CPF (Ana's): no acceptance anywhere.
    const invalid = await t.request('POST', `/api/externo/candidatos?empresaId=1&aceiteTermo=${versao}`, { body: { ...(await registration('24665135010')), nome: '' } });
    expect(invalid.statusCode).toBe(400);
    const duplicate = await t.request('POST', `/api/externo/candidatos?empresaId=1&aceiteTermo=${versao}`, { body: await registration(ANA.cpf) });
    expect(duplicate.statusCode).toBe(400);
    expect(await aceites()).toBe(before);

    const ok = await t.request('POST', `/api/externo/candidatos?empresaId=1&aceiteTermo=${versao}`, { body: await registration('24665135010') });
    expect(ok.statusCode, ok.body).toBe(201);
    // Signed in with the term accepted: the portal asks nothing more.
    expect(ok.json().aceitoPoliticaSeguranca).toBe(true);
    expect(await aceites()).toBe(before + 1);
    const hr = (await t.request('GET', `/api/candidatos/${ok.json().candidato.id}`, { cookie: await t.login(ADMIN) })).json();
    expect(hr).toMatchObject({ aceitoPoliticaSeguranca: true, aceitePoliticaVersao: versao, moduloExterno: true });
    expect(hr.aceitePoliticaEm).toBeTruthy();
  });
});

describe('senha e termo', () => {
  it('altera a senha com a atual', async () => {
    const { response, cookie } = await portalLogin({ cpf: '86288366757', senha: 'senha-portal-1', empresaId: '1' });
    const path = `/api/externo/candidatos/${response.json().candidato.id}/alterar-senha`;
    const mismatch = await t.request('PATCH', path, { cookie, body: { senha: 'senha-portal-1', novaSenha: 'nova-senha-9', confirmacaoNovaSenha: 'outra-senha-9' } });
    expect(mismatch.json().fields).toEqual([{ field: 'confirmacaoNovaSenha', message: 'A senha não foi confirmada corretamente. Por favor, confira.' }]);
    const wrong = await t.request('PATCH', path, { cookie, body: { senha: 'errada-123', novaSenha: 'nova-senha-9', confirmacaoNovaSenha: 'nova-senha-9' } });
    expect(wrong.statusCode).toBe(400);
    const ok = await t.request('PATCH', path, { cookie, body: { senha: 'senha-portal-1', novaSenha: 'nova-senha-9', confirmacaoNovaSenha: 'nova-senha-9' } });
    expect(ok.statusCode).toBe(200);
    expect((await portalLogin({ cpf: '86288366757', senha: 'nova-senha-9', empresaId: '1' })).response.statusCode).toBe(200);
  });

  it('recupera por link de uso único, com a mesma resposta para CPF existente ou não', async () => {
    mails.length = 0;
    const known = await t.request('PUT', '/api/externo/candidatos/recuperar-senha', { body: { cpf: '862.883.667-57', empresaId: 1 } });
    const unknown = await t.request('PUT', '/api/externo/candidatos/recuperar-senha', { body: { cpf: '52998224725', empresaId: 1 } });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['renata@exemplo.com.br']);
    const link = /https?:\/\/\S+\/externo\/recuperar-senha\?token=([\w-]+)&empresaId=1/.exec(mails[0]!.text);
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect((await t.request('GET', `/api/externo/candidatos/redefinir-senha?token=${token}`)).json()).toEqual({ valido: true });
    const bad = await t.request('POST', '/api/externo/candidatos/redefinir-senha', { body: { token, novaSenha: 'recuperada-1', confirmacaoNovaSenha: 'x' } });
    expect(bad.statusCode).toBe(400);
    const ok = await t.request('POST', '/api/externo/candidatos/redefinir-senha', { body: { token, novaSenha: 'recuperada-1', confirmacaoNovaSenha: 'recuperada-1' } });
    expect(ok.statusCode).toBe(200);
    const again = await t.request('POST', '/api/externo/candidatos/redefinir-senha', { body: { token, novaSenha: 'recuperada-2', confirmacaoNovaSenha: 'recuperada-2' } });
    expect(again.statusCode).toBe(400);
    expect((await portalLogin({ cpf: '86288366757', senha: 'recuperada-1', empresaId: '1' })).response.statusCode).toBe(200);
  });

  it('o termo é aceito com a versão do texto; um texto novo pede de novo', async () => {
    const { response, cookie } = await anaLogin();
    const id = response.json().candidato.id;
    const accepted = await t.request('PATCH', `/api/externo/candidatos/${id}/aceita-termo`, { cookie });
    expect(accepted.json().aceitoPoliticaSeguranca).toBe(true);
    const internal = await t.login(ADMIN);
    const hr = (await t.request('GET', `/api/candidatos/${id}`, { cookie: internal })).json();
    expect(hr.aceitePoliticaEm).toBeTruthy();
    const config = (await t.request('GET', '/api/empresas/1/configuracao', { cookie: internal })).json();
    const changed = await t.request('PUT', '/api/empresas/1/configuracao', {
      cookie: internal,
      body: { ...config, politicaSeguranca: `${config.politicaSeguranca} Revisada.`, logoEmpresa: `data:image/png;base64,${PNG}` },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.request('GET', '/api/externo/userinfo', { cookie })).json().aceitoPoliticaSeguranca).toBe(false);
    expect((await t.request('GET', '/api/externo/empresas/1/politica-seguranca')).json().texto).toMatch(/Revisada\.$/);
    // The logo by its address, for the portal's header.
    const { logoUrl } = (await t.request('GET', '/api/externo/empresas/1/configuracao')).json();
    expect(logoUrl).toBe('/api/externo/empresas/1/logo');
    const logo = await t.request('GET', logoUrl);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
  });
});

describe('minhas candidaturas', () => {
  it('cada candidato vê só as suas, com a vaga, a data e a última etapa que a empresa mostra', async () => {
    expect((await t.request('GET', '/api/externo/candidatos-solicitacao')).statusCode).toBe(401);
    const { cookie } = await anaLogin();
    const ana = (await t.request('GET', '/api/externo/candidatos-solicitacao', { cookie })).json();
    // Ana went through "Triagem de currículos" and is in "Entrevista com RH", both shown in the portal.
    expect(ana).toEqual([expect.objectContaining({ vaga: 'Analista de RH (recrutamento e seleção)', etapa: 'Entrevista com RH', encerrada: false })]);
    expect(ana[0].data).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(ana)).not.toMatch(/resultado|observacao|Experiência sólida/);

    // A step the company does not show leaves the last shown one; a new candidate has none.
    const internal = await t.login(ADMIN);
    const etapas = (await t.request('GET', '/api/etapas-seletivas?nome=Entrevista com RH', { cookie: internal })).json().content;
    const entrevista = etapas[0];
    const { createdAt: _c, updatedAt: _u, ...editable } = entrevista;
    expect((await t.request('PUT', `/api/etapas-seletivas/${entrevista.id}`, { cookie: internal, body: { ...editable, exibirNoPortal: false } })).statusCode).toBe(200);
    const depois = (await t.request('GET', '/api/externo/candidatos-solicitacao', { cookie })).json();
    expect(depois[0].etapa).toBe('Triagem de currículos');
    expect((await t.request('PUT', `/api/etapas-seletivas/${entrevista.id}`, { cookie: internal, body: { ...editable, version: entrevista.version + 1, exibirNoPortal: true } })).statusCode).toBe(200);

    const renata = await portalLogin({ cpf: '24665135010', senha: 'senha-portal-1', empresaId: '1' });
    const nenhuma = (await t.request('GET', '/api/externo/candidatos-solicitacao', { cookie: renata.cookie })).json();
    expect(nenhuma).toEqual([]);
    // Applying shows on the ad's card and in the list.
    const anuncios = (await t.request('GET', '/api/externo/anuncios?empresaId=1', { cookie: renata.cookie })).json();
    const analista = anuncios.find((ad: { titulo: string }) => ad.titulo === 'Analista de RH (recrutamento e seleção)');
    expect(analista.inscricao).toBeUndefined();
    expect((await t.request('POST', `/api/externo/candidatos-solicitacao?solicitacaoId=${analista.solicitacao.id}`, { cookie: renata.cookie })).statusCode).toBe(201);
    const [nova] = (await t.request('GET', '/api/externo/candidatos-solicitacao', { cookie: renata.cookie })).json();
    expect(nova).toMatchObject({ solicitacaoId: analista.solicitacao.id, etapa: null });
    const card = (await t.request('GET', `/api/externo/anuncios?empresaId=1&solicitacaoId=${analista.solicitacao.id}`, { cookie: renata.cookie })).json()[0];
    expect(card.inscricao).toEqual({ data: nova.data, renovavel: false });
    // Ana's list did not change, and the public list shows no one's application.
    expect((await t.request('GET', '/api/externo/candidatos-solicitacao', { cookie })).json()).toHaveLength(1);
    expect((await t.request('GET', `/api/externo/anuncios?empresaId=1&solicitacaoId=${analista.solicitacao.id}`)).json()[0].inscricao).toBeUndefined();
  });
});
