/**
 * The licence authenticator (spec 02 §2 "Licence authenticator page", §4, §5, §7, §8): answered
 * without a session, a licence file verified by its Ed25519 signature, installation, CNPJ and
 * validity; the demo starts Ativa; once licensed, only the system's administrator changes it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setClock, today, daysAfter } from '../../engine/validation/brazilian';
import { CHAVE_PRIVADA_DE_TESTE, chavePrivada } from '../../modules/utilitario/licenca/chaves';
import { emitirLicenca, type PedidoLicenca } from '../../modules/utilitario/licenca/emitir';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const BASE = '/api/autenticador';
type Json = Record<string, any>;

const RETIFICACAO = 'Insira um CNPJ/CPF igual ao utilizado do gerenciamento de licenças do portal do cliente.';
const NOVO_TICKET = 'Gerar um novo ticket irá APAGAR dados de licença existentes no sistema.';
const FORA = '33917087000115';

const info = async (cookie?: string) => (await t.request('GET', `${BASE}/info`, { cookie })).json() as Json;
const demo = async () => {
  const empresa = await t.engine.db.selectFrom('empresa').select(['cnpj', 'razao_social']).where('id', '=', 1).executeTakeFirstOrThrow();
  return { cnpj: empresa.cnpj!, razaoSocial: empresa.razao_social ?? '' };
};
const licenca = async (extra: Partial<PedidoLicenca> = {}) =>
  emitirLicenca({ instalacao: (await info()).instalacao, ...(await demo()), local: 'Fortaleza/CE', ...extra }, chavePrivada(CHAVE_PRIVADA_DE_TESTE));
const importar = (arquivo: string, cookie?: string) => t.request('POST', `${BASE}/autenticar`, { cookie, body: { arquivo } });
const mensagemDoArquivo = (resposta: { json(): Json }) => resposta.json().fields?.find((f: Json) => f.field === 'arquivo')?.message;

afterEach(() => setClock());

describe('autenticador de licença', () => {
  it('sem sessão: a demonstração está Ativa, com os dados públicos e nenhum segredo', async () => {
    const resposta = await t.request('GET', `${BASE}/info`);
    expect(resposta.statusCode).toBe(200);
    const lida = resposta.json() as Json;
    const { cnpj, razaoSocial } = await demo();
    expect(lida).toMatchObject({ status: 'Ativa', situacao: 'Ativa', ehAtivado: true, ehModoNuvem: false, modo: 'Autenticador v2.0', podeAlterar: false });
    expect(lida.licenca).toMatchObject({ cnpj, razaoSocial, local: 'Fortaleza/CE', dataExpedicao: today(), dataExpiracao: daysAfter(today(), 365) });
    expect(lida.titulos).toMatchObject({ razaoSocial: 'Razão social', dataExpedicao: 'Expedido em', dataExpiracao: 'Expira em', nrSerie: 'Nº série' });
    const texto = resposta.body;
    expect(texto).not.toContain('assinatura');
    expect(texto).not.toContain('arquivo');
    const { rows } = await t.engine.database.owner.selectFrom('segredo_instalacao').select('segredo').execute().then((r) => ({ rows: r }));
    for (const { segredo } of rows) expect(texto).not.toContain(segredo!);
    expect((await info(t.admin)).podeAlterar).toBe(true);
    expect((await info(t.norte)).podeAlterar).toBe(false);
  });

  it('o ticket: instalação e CNPJ, o texto que o fornecedor assina', async () => {
    const ticket = (await t.request('GET', `${BASE}/ticket`)).json() as Json;
    const { cnpj } = await demo();
    expect(ticket).toMatchObject({ instalacao: (await info()).instalacao, cnpj });
    expect(JSON.parse(ticket.texto)).toEqual({ instalacao: ticket.instalacao, cnpj });
    expect(ticket.instalacao).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('importação recusada, com o motivo no campo: adulterada (um byte), vencida, de outro CNPJ, de outra instalação, que não é licença', async () => {
    const valida = await licenca({ nrSerie: 'RH-TESTE-1' });
    const adulterada = valida.replace('RH-TESTE-1', 'RH-TESTE-2');
    expect(mensagemDoArquivo(await importar(adulterada, t.admin))).toBe('A assinatura da licença não confere: o arquivo foi alterado ou não foi emitido pelo fornecedor.');
    const vencida = await importar(await licenca({ expedicao: daysAfter(today(), -400), validade: daysAfter(today(), -1) }), t.admin);
    expect(vencida.statusCode).toBe(400);
    expect(mensagemDoArquivo(vencida)).toMatch(/^A licença expirou em \d{2}\/\d{2}\/\d{4}\. Importe a licença renovada pelo fornecedor\.$/);
    expect(mensagemDoArquivo(await importar(await licenca({ cnpj: FORA }), t.admin))).toContain('não é de nenhuma empresa desta instalação');
    expect(mensagemDoArquivo(await importar(await licenca({ instalacao: 'outra-instalacao' }), t.admin))).toContain('emitida para outra instalação (outra-instalacao)');
    expect(mensagemDoArquivo(await importar('{"licenca": true}', t.admin))).toBe('O arquivo enviado não é um arquivo de licença.');
    // Nothing half-written: the licence in force is still the demo's.
    expect((await info()).licenca.nrSerie).not.toBe('RH-TESTE-1');
    expect((await info()).status).toBe('Ativa');
  });

  it('licença válida importada pelo administrador; vence com o calendário (Inativa)', async () => {
    const resposta = await importar(await licenca({ nrSerie: 'RH-TESTE-3', validade: daysAfter(today(), 30) }), t.admin);
    expect(resposta.statusCode, resposta.body).toBe(200);
    expect(resposta.json()).toMatchObject({ status: 'Ativa', licenca: { nrSerie: 'RH-TESTE-3' } });
    const daqui = new Date(Date.now() + 31 * 86_400_000);
    setClock(() => daqui);
    expect(await info()).toMatchObject({ status: 'Inativa', situacao: 'Inativa', ehAtivado: false, explicacao: expect.stringContaining('A licença expirou em') });
  });

  it('uma licença guardada só muda pelo administrador do sistema', async () => {
    const arquivo = await licenca();
    const semSessao = await importar(arquivo);
    expect(semSessao.statusCode).toBe(403);
    expect(semSessao.json().message).toBe('Esta instalação já tem licença: somente o administrador do sistema a altera. Entre no sistema como administrador.');
    expect((await importar(arquivo, t.norte)).statusCode).toBe(403);
    expect((await t.request('POST', `${BASE}/retificarCnpj`, { body: { cnpj: FORA } })).statusCode).toBe(403);
    expect((await t.request('POST', `${BASE}/ticket`, { body: { confirmado: true } })).statusCode).toBe(403);
  });

  it('retificação: só um CNPJ ou CPF válido, só dígitos; o ticket passa a levá-lo', async () => {
    for (const cnpj of ['11.444.777/0001-61', '11444777000160', '1144477700016', '11111111111', '']) {
      const recusada = await t.request('POST', `${BASE}/retificarCnpj`, { cookie: t.admin, body: { cnpj } });
      expect(recusada.statusCode).toBe(400);
      expect(recusada.json().fields).toEqual([{ field: 'cnpj', message: RETIFICACAO }]);
    }
    const cpf = await t.request('POST', `${BASE}/retificarCnpj`, { cookie: t.admin, body: { cnpj: '39053344705' } });
    expect(cpf.statusCode, cpf.body).toBe(200);
    const aceita = await t.request('POST', `${BASE}/retificarCnpj`, { cookie: t.admin, body: { cnpj: FORA } });
    expect(aceita.json()).toMatchObject({ cnpjInstalacao: FORA });
    expect((await t.request('GET', `${BASE}/ticket`)).json()).toMatchObject({ cnpj: FORA });
    const { cnpj } = await demo();
    await t.request('POST', `${BASE}/retificarCnpj`, { cookie: t.admin, body: { cnpj } });
  });

  it('novo ticket pede confirmação e apaga a licença; na nova instalação qualquer um importa, uma vez', async () => {
    const semConfirmar = await t.request('POST', `${BASE}/ticket`, { cookie: t.admin, body: {} });
    expect(semConfirmar.statusCode).toBe(409);
    expect(semConfirmar.json().message).toBe(NOVO_TICKET);
    expect((await info()).status).not.toBe('NovaInstalacao');
    const novo = await t.request('POST', `${BASE}/ticket`, { cookie: t.admin, body: { confirmado: true } });
    expect(novo.statusCode, novo.body).toBe(200);
    expect(await info()).toMatchObject({ status: 'NovaInstalacao', situacao: 'Nova Instalação', licenca: null, podeAlterar: true });
    expect((await t.request('POST', `${BASE}/ticket`, { body: {} })).statusCode).toBe(200);
    const anonima = await importar(await licenca({ nrSerie: 'RH-TESTE-4' }));
    expect(anonima.statusCode, anonima.body).toBe(200);
    expect(anonima.json()).toMatchObject({ status: 'Ativa', licenca: { nrSerie: 'RH-TESTE-4' } });
    expect((await importar(await licenca())).statusCode).toBe(403);
  });
});
