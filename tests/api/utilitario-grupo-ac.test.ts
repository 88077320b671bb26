/**
 * Spec 02 §7 "System parameters" and §6 "Company lists": the parameter calls (sistema-rh-atenticado
 * by the licence's status, the switches by the saved parameters), and the company list restricted
 * to the session company's grupo AC (`mesmoGrupoAC`) — offered so by the Indicador de Turnover's
 * company field and enforced by the server on the report's filter.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { daysAfter, setClock, today } from '../../engine/validation/brazilian';
import { CHAVE_PRIVADA_DE_TESTE, chavePrivada } from '../../modules/utilitario/licenca/chaves';
import { emitirLicenca } from '../../modules/utilitario/licenca/emitir';
import { generateReport } from '../support/report-jobs';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
type Json = Record<string, any>;

const PARAMETROS = '/api/parametros-sistema';
const EMPRESAS = '/api/empresas';
const MESMO_GRUPO = 'Escolha empresas do mesmo grupo AC da empresa em que você está.';
const SENHA = 'senha-do-grupo';

const get = async <T = Json>(url: string, cookie: string): Promise<T> => {
  const response = await t.request('GET', url, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const nomes = (items: Json[]) => items.map((item) => item.nome as string).sort();

afterEach(() => setClock());

describe('parâmetros do sistema (§7)', () => {
  const autenticado = (cookie: string) => get(`${PARAMETROS}/sistema-rh-atenticado`, cookie);

  it('sistema-rh-atenticado segue a licença: Ativa na demonstração, Nova Instalação sem ela, Inativa quando vence', async () => {
    expect(await autenticado(t.norte)).toEqual({ autenticado: true, status: 'Ativa', situacao: 'Ativa', explicacao: expect.stringMatching(/^Licença válida até \d{2}\/\d{2}\/\d{4}\.$/) });
    expect((await t.request('GET', `${PARAMETROS}/sistema-rh-atenticado`)).statusCode).toBe(401);

    // A new ticket erases the licence: the installation is no longer authenticated.
    const ticket = await t.request('POST', '/api/autenticador/ticket', { cookie: t.admin, body: { confirmado: true } });
    expect(ticket.statusCode, ticket.body).toBe(200);
    expect(await autenticado(t.norte)).toMatchObject({ autenticado: false, status: 'NovaInstalacao', situacao: 'Nova Instalação', explicacao: expect.stringContaining('Nenhuma licença foi importada') });

    const empresa = await t.engine.db.selectFrom('empresa').select(['cnpj', 'razao_social']).where('id', '=', 1).executeTakeFirstOrThrow();
    const instalacao = (await get('/api/autenticador/info', t.admin)).instalacao as string;
    const arquivo = await emitirLicenca(
      { instalacao, cnpj: empresa.cnpj!, razaoSocial: empresa.razao_social ?? '', local: 'Fortaleza/CE', validade: daysAfter(today(), 10) },
      chavePrivada(CHAVE_PRIVADA_DE_TESTE),
    );
    const importada = await t.request('POST', '/api/autenticador/autenticar', { cookie: t.admin, body: { arquivo } });
    expect(importada.statusCode, importada.body).toBe(200);
    expect((await autenticado(t.norte)).autenticado).toBe(true);

    const depois = new Date(Date.now() + 11 * 86_400_000);
    setClock(() => depois);
    expect(await autenticado(t.norte)).toMatchObject({ autenticado: false, status: 'Inativa', situacao: 'Inativa', explicacao: expect.stringContaining('A licença expirou em') });
  });

  it.each([
    ['compartilha-candidatos', 'compartilharCandidatos'],
    ['compartilha-colaboradores', 'compartilharColaboradores'],
    ['compartilha-cursos', 'compartilharCursos'],
    ['aderiu-ao-esocial', 'aderiuAoESocial'],
    ['inverter-eixo-resultado-nineBox', 'inverterEixoNineBox'],
  ])('%s: o padrão (desligado) até salvarem, depois o salvo', async (caminho, parametro) => {
    expect(await get(`${PARAMETROS}/${caminho}`, t.norte)).toEqual({ ligado: false });
    const salvo = await get(PARAMETROS, t.admin);
    const alterado = await t.request('PATCH', PARAMETROS, { cookie: t.admin, body: { [parametro]: true, version: salvo.version } });
    expect(alterado.statusCode, alterado.body).toBe(200);
    try {
      expect(await get(`${PARAMETROS}/${caminho}`, t.norte)).toEqual({ ligado: true });
    } finally {
      await t.request('PATCH', PARAMETROS, { cookie: t.admin, body: { [parametro]: false } });
    }
    expect((await t.request('GET', `${PARAMETROS}/${caminho}`)).statusCode).toBe(401);
  });
});

describe('empresas do mesmo grupo AC (§6)', () => {
  // Company 1 and the new Filial Sul are of grupo AC 001; Filial Norte of 002.
  const sessao: Record<string, string> = {};
  let sul = 0;

  beforeAll(async () => {
    const criada = await t.request('POST', EMPRESAS, { cookie: t.admin, body: { nome: 'Filial Sul', razaoSocial: 'Filial Sul Ltda.', cnpj: '11444777000242', grupoAC: '001' } });
    expect(criada.statusCode, criada.body).toBe(201);
    sul = criada.json().id;
    for (const [id, grupoAC] of [[1, '001'], [2, '002']] as const) {
      const { version } = await get(`${EMPRESAS}/${id}`, t.admin);
      const alterada = await t.request('PATCH', `${EMPRESAS}/${id}`, { cookie: t.admin, body: { grupoAC, version } });
      expect(alterada.statusCode, alterada.body).toBe(200);
    }
    const perfis = await get<Json[]>('/api/perfis?unpaged=true&resumido=true', t.admin);
    const administrador = perfis.find((p) => p.nome === 'Administrador')!;
    const usuario = await t.request('POST', '/api/usuarios', {
      cookie: t.admin,
      body: { nome: 'Gina do Grupo', cpf: '39053344705', senhaHash: SENHA, acessos: [1, 2, sul].map((id) => ({ empresa: { id }, perfil: { id: administrador.id } })) },
    });
    expect(usuario.statusCode, usuario.body).toBe(201);
    sessao.gina = await t.login({ cpf: '39053344705', empresaId: 1 }, SENHA);
  });

  it('a lista restrita tem as empresas do grupo da atual; a sem restrição, as três que ela alcança; o usuário 1, todas', async () => {
    const opcoes = (cookie: string, restrita: boolean) => get<Json[]>(`${EMPRESAS}?unpaged=true&resumido=true${restrita ? '&mesmoGrupoAC=true' : ''}`, cookie);
    expect(nomes(await opcoes(sessao.gina!, true))).toEqual(['Empresa Demonstração', 'Filial Sul']);
    expect(nomes(await opcoes(sessao.gina!, false))).toEqual(['Empresa Demonstração', 'Filial Norte', 'Filial Sul']);
    expect(nomes((await get(`${EMPRESAS}?mesmoGrupoAC=false`, sessao.gina!)).content)).toEqual(['Empresa Demonstração', 'Filial Norte', 'Filial Sul']);

    const todas = nomes(await get<Json[]>(`${EMPRESAS}?unpaged=true&resumido=true`, t.admin));
    expect(todas).toEqual(expect.arrayContaining(['Empresa Demonstração', 'Filial Norte', 'Filial Sul']));
    expect(todas.length).toBe(Number((await t.engine.db.selectFrom('empresa').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n));
    // The restriction is the session company's group, for user 1 as for anyone.
    expect(nomes(await opcoes(t.admin, true))).toEqual(['Empresa Demonstração', 'Filial Sul']);

    // In Filial Norte (002), alone in its group: the restricted list has only it.
    const ginaNorte = await t.login({ cpf: '39053344705', empresaId: 2 }, SENHA);
    expect(nomes(await opcoes(ginaNorte, true))).toEqual(['Filial Norte']);
  });

  it('o Indicador de Turnover recusa, no campo, uma empresa de outro grupo; aceita as do grupo', async () => {
    const periodo = { dataIni: '2026-01-01', dataFim: '2026-03-31' };
    const pedir = (empresasIds: number[]) => t.request('POST', '/api/relatorios/indicador-turnover?formato=pdf', { cookie: sessao.gina!, body: { ...periodo, empresasIds } });

    const outroGrupo = await pedir([1, 2]);
    expect(outroGrupo.statusCode, outroGrupo.body).toBe(400);
    expect(outroGrupo.json().fields).toEqual([{ field: 'empresasIds', message: MESMO_GRUPO }]);
    const doGrupo = await generateReport(t, sessao.gina!, 'indicador-turnover', 'visualizar', { ...periodo, empresasIds: [1, sul] });
    expect(doGrupo.status, doGrupo.mensagem).toBe('CONCLUIDO');
    const linhas = (await get<{ content: Json[] }>(`/api/relatorios/tarefas/${doGrupo.id}/linhas?size=200`, sessao.gina!)).content;
    expect(linhas.filter((l) => l.kind === 'group').map((l) => l.label)).toEqual(['Empresa: Empresa Demonstração', 'Empresa: Filial Sul']);
  });
});
