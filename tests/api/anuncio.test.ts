/** Job ads: one per request, the quick-access link, share by e-mail, the public list. */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, describe, expect, it } from 'vitest';
import { captureMail, stopCapturingMail } from '../../server/mail/mailer';
import { NORTE, useTestApp } from '../support/test-app';

const t = useTestApp();

afterEach(() => stopCapturingMail());

const requests = async () => (await t.request('GET', '/api/solicitacoes-pessoal?size=100', { cookie: t.admin })).json().content as Record<string, unknown>[];
const ads = async () => (await t.request('GET', '/api/anuncios?size=100', { cookie: t.admin })).json().content as Record<string, unknown>[];
const publicAds = async (query: string) => t.request('GET', `/api/externo/anuncios?${query}`);

describe('anúncio', () => {
  it('valida título, descrição; um por solicitação; link de acesso rápido', async () => {
    const open = (await requests()).find((r) => r.descricao === 'Auxiliares de logística para o centro de distribuição')!;
    const invalid = await t.request('POST', '/api/anuncios', { cookie: t.admin, body: { solicitacao: { id: open.id }, titulo: 'x'.repeat(101) } });
    expect(invalid.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'titulo', message: 'Máximo de 100 caracteres' },
        { field: 'descricao', message: 'Descrição é obrigatória' },
      ]),
    );
    const body = { solicitacao: { id: open.id }, titulo: 'Auxiliar de logística', descricao: 'Separação e conferência.', exibirModuloExterno: true };
    const created = await t.request('POST', '/api/anuncios', { cookie: t.admin, body });
    expect(created.statusCode).toBe(201);
    expect(created.json().linkAcessoRapido).toBe(`http://localhost:3000/externo/anuncios?solicitacaoId=${open.id}&empresaId=1`);
    const again = await t.request('POST', '/api/anuncios', { cookie: t.admin, body });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual([{ field: 'solicitacao', message: 'Esta solicitação já possui um anúncio.' }]);
    const viaRequest = await t.request('GET', `/api/solicitacoes-pessoal/${open.id}/anuncio`, { cookie: t.admin });
    expect(viaRequest.json().id).toBe(created.json().id);
  });

  it('um anúncio novo só de solicitação aberta; o de uma solicitação encerrada depois continua editável', async () => {
    const encerrada = (await requests()).find((r) => r.encerrada === true)!;
    const novo = await t.request('POST', '/api/anuncios', { cookie: t.admin, body: { solicitacao: { id: encerrada.id }, titulo: 'Outro', descricao: 'Texto.', exibirModuloExterno: false } });
    expect(novo.json().fields).toEqual([{ field: 'solicitacao', message: 'Somente solicitações abertas recebem um novo anúncio.' }]);
    const antigo = (await ads()).find((a) => (a.solicitacao as { id: number }).id === encerrada.id);
    if (antigo) {
      const editado = await t.request('PUT', `/api/anuncios/${antigo.id}`, { cookie: t.admin, body: { ...antigo, titulo: `${String(antigo.titulo)} (revisto)` } });
      expect(editado.statusCode, editado.body).toBe(200);
    }
  });

  it('portal: só anúncios externos de solicitações abertas, da empresa pedida', async () => {
    const list = (await publicAds('empresaId=1')).json() as { titulo: string; solicitacao: { id: number; empresa: { id: number } } }[];
    expect(list.map((a) => a.titulo)).toContain('Analista de RH (recrutamento e seleção)');
    // The demo ad of a closed request is not shown.
    expect(list.map((a) => a.titulo)).not.toContain('Assistente administrativo');
    expect(list.every((a) => a.solicitacao.empresa.id === 1)).toBe(true);
    expect((await publicAds('empresaId=2')).json()).toEqual([]);

    const ad = (await ads()).find((a) => a.titulo === 'Analista de RH (recrutamento e seleção)')!;
    const solicitacaoId = (ad.solicitacao as { id: number }).id;
    expect((await publicAds(`empresaId=1&solicitacaoId=${solicitacaoId}`)).json()).toHaveLength(1);
    expect((await publicAds(`empresaId=2&solicitacaoId=${solicitacaoId}`)).json()).toEqual([]);

    // Suspending the request hides its ad; reopening shows it again.
    await t.request('PUT', `/api/solicitacoes-pessoal/${solicitacaoId}/suspende`, { cookie: t.admin, body: { dataSuspensao: '2025-06-15' } });
    expect((await publicAds(`empresaId=1&solicitacaoId=${solicitacaoId}`)).json()).toEqual([]);
    await t.request('PUT', `/api/solicitacoes-pessoal/${solicitacaoId}/reabre`, { cookie: t.admin, body: {} });
    expect((await publicAds(`empresaId=1&solicitacaoId=${solicitacaoId}`)).json()).toHaveLength(1);

    // An internal ad is not shown.
    const { createdAt: _c, updatedAt: _u, ...editable } = ad;
    const put = await t.request('PUT', `/api/anuncios/${ad.id}`, { cookie: t.admin, body: { ...editable, exibirModuloExterno: false } });
    expect(put.statusCode, put.body).toBe(200);
    expect((await publicAds(`empresaId=1&solicitacaoId=${solicitacaoId}`)).json()).toEqual([]);
  });

  it('empresa inválida no link: 400 com a mensagem da especificação', async () => {
    for (const query of ['empresaId=abc', '', 'empresaId=999999']) {
      const response = await publicAds(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe('Empresa ID inválido. Revise ou solicite novamente o link');
    }
  });

  it('compartilhar por e-mail: valida e envia pelo módulo de e-mail', async () => {
    const sent = captureMail();
    const ad = (await ads())[0]!;
    const invalid = await t.request('POST', `/api/anuncios/${ad.id}/email`, { cookie: t.admin, body: { emails: 'nao-e-email' } });
    expect(invalid.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'assunto', message: 'Assunto é obrigatório' },
        { field: 'emails', message: 'Informe e-mails válidos, separados por vírgula' },
      ]),
    );
    const ok = await t.request('POST', `/api/anuncios/${ad.id}/email`, { cookie: t.admin, body: { assunto: 'Vaga <aberta>', emails: 'ana@exemplo.com.br, beto@exemplo.com.br' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: ['ana@exemplo.com.br', 'beto@exemplo.com.br'], subject: 'Vaga <aberta>' });
    expect(sent[0]!.text).toContain(String(ad.linkAcessoRapido));
    expect(sent[0]!.html).not.toContain('<aberta>');
    const norte = await t.login(NORTE);
    expect((await t.request('POST', `/api/anuncios/${ad.id}/email`, { cookie: norte, body: { assunto: 'x', emails: 'a@b.com' } })).statusCode).toBe(404);
    expect(sent).toHaveLength(1);
  });

  it('enviar para um amigo: valida, exige o captcha resolvido uma vez, só anúncios públicos', async () => {
    const sent = captureMail();
    const [ad] = (await publicAds('empresaId=1')).json() as { id: number; titulo: string }[];
    const send = (body: Record<string, unknown>, empresaId = 1, id = ad!.id) =>
      t.request('POST', `/api/externo/anuncios/${id}/enviar-amigo?empresaId=${empresaId}`, { body });
    const empty = await send({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([
      { field: 'nome', message: 'Seu nome é obrigatório' },
      { field: 'email', message: 'Seu e-mail é obrigatório' },
      { field: 'nomeAmigo', message: 'Nome do amigo é obrigatório' },
      { field: 'emailAmigo', message: 'E-mail do amigo é obrigatório' },
      { field: 'recaptcha', message: 'Confirme que você não é um robô.' },
    ]);
    const body = { nome: 'Carla <b>Souza</b>', email: 'carla@exemplo.com.br', nomeAmigo: 'Davi', emailAmigo: 'davi@exemplo.com.br' };
    const forged = await send({ ...body, recaptcha: 'inventado' });
    expect(forged.json().fields).toEqual([{ field: 'recaptcha', message: 'Confirme que você não é um robô.' }]);
    const recaptcha = await solvedCaptcha();
    const ok = await send({ ...body, recaptcha });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Anúncio de vaga enviado com sucesso.');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: ['davi@exemplo.com.br'] });
    expect(sent[0]!.text).toContain(ad!.titulo);
    expect(sent[0]!.text).toContain('/externo/anuncios?solicitacaoId=');
    expect(sent[0]!.html).not.toContain('<b>');
    // The same solution does not work twice; another company's id does not reach the ad.
    expect((await send({ ...body, recaptcha })).json().fields).toEqual([{ field: 'recaptcha', message: 'Confirme que você não é um robô.' }]);
    expect((await send({ ...body, recaptcha: await solvedCaptcha() }, 2)).statusCode).toBe(404);
    expect(sent).toHaveLength(1);
  });
});

/** What the portal's widget does: fetch a challenge and solve it. */
async function solvedCaptcha(): Promise<string> {
  const challenge = (await t.request('GET', '/api/externo/captcha')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return btoa(JSON.stringify({ challenge, solution }));
}
