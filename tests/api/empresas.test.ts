/**
 * Empresas (spec 02 §2 /utilitario/empresas, §6 "Company lists"): user 1 sees and edits every
 * company; a company's administrator reads only the companies she reaches; a restricted user has
 * no screen but still her companies in the session. A company made on the screen comes with its
 * first establishment and user 1's access, in one transaction. Also the establishment's
 * verificar-cnpj-caepf and whether the CEP look-up is configured.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const URL = '/api/empresas';
type Json = Record<string, any>;

const get = async <T = Json>(url: string, cookie: string): Promise<T> => {
  const response = await t.request('GET', url, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const nomes = (items: Json[]) => items.map((item) => item.nome);

describe('empresas', () => {
  it('§6: o usuário 1 vê todas; a administradora da Filial Norte só a dela, também nos menus de escolha; a restrita não abre a tela', async () => {
    expect(nomes((await get(URL, t.admin)).content)).toEqual(expect.arrayContaining(['Empresa Demonstração', 'Filial Norte']));
    expect(nomes((await get(URL, t.norte)).content)).toEqual(['Filial Norte']);
    expect(nomes(await get<Json[]>(`${URL}?unpaged=true&resumido=true`, t.norte))).toEqual(['Filial Norte']);
    expect((await t.request('GET', `${URL}/1`, { cookie: t.norte })).statusCode).toBe(404);
    expect((await get(`${URL}/2`, t.norte)).nome).toBe('Filial Norte');
    expect(nomes((await get('/api/userinfo', t.norte)).empresas)).toEqual(['Filial Norte']);

    const restrita = await t.login({ cpf: '71460238001', empresaId: 1 });
    expect((await t.request('GET', URL, { cookie: restrita })).statusCode).toBe(403);
    expect(nomes((await get('/api/userinfo', restrita)).empresas)).toEqual(['Empresa Demonstração']);
    expect(nomes(await get<Json[]>('/api/login/empresas?cpf=71460238001', restrita))).toEqual(['Empresa Demonstração']);
  });

  it('só o usuário 1 inclui e altera; a administradora de uma empresa a vê só para leitura', async () => {
    const meta = await get('/api/meta/entities/empresa', t.norte);
    expect(meta.can).toEqual({ read: true, write: false });
    expect((await get('/api/meta/entities/empresa', t.admin)).can).toEqual({ read: true, write: true });
    const inclusao = await t.request('POST', URL, { cookie: t.norte, body: { nome: 'Outra', cnpj: '11444777000242' } });
    expect(inclusao.statusCode).toBe(403);
    expect(inclusao.json().message).toBe('Somente o administrador do sistema altera dados compartilhados por todas as empresas.');
    expect((await t.request('PATCH', `${URL}/2`, { cookie: t.norte, body: { nome: 'Filial Sul' } })).statusCode).toBe(403);
    expect((await get(`${URL}/2`, t.admin)).nome).toBe('Filial Norte');
  });

  it('dados incorretos: a mensagem no campo e nada gravado', async () => {
    const antes = (await get(URL, t.admin)).totalElements;
    const vazia = await t.request('POST', URL, { cookie: t.admin, body: {} });
    expect(vazia.statusCode).toBe(400);
    expect(vazia.json().fields).toEqual(expect.arrayContaining([{ field: 'nome', message: 'Nome é obrigatório' }, { field: 'cnpj', message: 'CNPJ é obrigatório' }]));
    const cnpjErrado = await t.request('POST', URL, { cookie: t.admin, body: { nome: 'Errada', cnpj: '11222333000100' } });
    expect(cnpjErrado.statusCode).toBe(400);
    expect(cnpjErrado.json().fields.map((f: Json) => f.field)).toEqual(['cnpj']);
    expect((await get(URL, t.admin)).totalElements).toBe(antes);
  });

  it('uma empresa nova vem com a configuração padrão, o primeiro estabelecimento e o acesso do usuário 1, e aparece na troca de empresa', async () => {
    const criada = await t.request('POST', URL, { cookie: t.admin, body: { nome: 'Filial Sul', razaoSocial: 'Filial Sul Ltda.', cnpj: '11444777000242' } });
    expect(criada.statusCode, criada.body).toBe(201);
    const empresa = criada.json() as Json;
    expect(empresa).toMatchObject({ nome: 'Filial Sul', cnpj: '11444777000242', corSecundaria: '#FF850A', solPessoalExibirSalario: true });

    // The admin's session, opened before, lists it at once; so does the login's company list.
    expect(nomes((await get('/api/userinfo', t.admin)).empresas)).toContain('Filial Sul');
    expect(nomes(await get<Json[]>('/api/login/empresas?cpf=52998224725', t.admin))).toContain('Filial Sul');
    expect(nomes((await get('/api/userinfo', t.norte)).empresas)).toEqual(['Filial Norte']);

    const usuario1 = await get('/api/usuarios/1', t.admin);
    expect(usuario1.acessos).toEqual(expect.arrayContaining([expect.objectContaining({ empresa: expect.objectContaining({ id: empresa.id }), perfil: expect.objectContaining({ nome: 'Administrador' }) })]));

    const naSul = await t.login({ cpf: '52998224725', empresaId: empresa.id });
    const [matriz, ...outros] = (await get('/api/estabelecimentos', naSul)).content as Json[];
    expect(outros).toEqual([]);
    expect(matriz).toMatchObject({ nome: 'Matriz', tipoInscricao: '1', empresaBaseCnpjCaepf: '11444777', complementoCnpjCaepf: '0002', digitoVerificadorCnpjCaepf: '42', cnpjCaepf: '11444777000242' });
    // The company's own records only: the demo's Matriz Fortaleza stays in company 1.
    expect(nomes((await get('/api/estabelecimentos', t.admin)).content)).not.toContain('Matriz');

    const alterada = await t.request('PATCH', `${URL}/${empresa.id}`, { cookie: t.admin, body: { nome: 'Filial Sul e Sudeste', version: empresa.version } });
    expect(alterada.statusCode, alterada.body).toBe(200);
    expect(nomes((await get('/api/userinfo', naSul)).empresas)).toContain('Filial Sul e Sudeste');
  });
});

describe('estabelecimentos: verificar CNPJ/CAEPF e CEP', () => {
  it('GET /{id}/verificar-cnpj-caepf: o número com outro complemento e se outro estabelecimento já o tem', async () => {
    const [matriz] = (await get('/api/estabelecimentos?nome=Matriz Fortaleza', t.admin)).content as Json[];
    const verificar = (complemento: string, cookie = t.admin) => t.request('GET', `/api/estabelecimentos/${matriz!.id}/verificar-cnpj-caepf?complemento=${complemento}`, { cookie });
    expect((await verificar('0001')).json()).toEqual({ cnpjCaepf: '11222333000181', digitoVerificador: '81', existe: false });
    expect((await verificar('0009')).json()).toEqual({ cnpjCaepf: '11222333000939', digitoVerificador: '39', existe: false });
    const filial = await t.request('POST', '/api/estabelecimentos', {
      cookie: t.admin,
      body: { nome: 'Filial Centro', tipoInscricao: '1', empresaBaseCnpjCaepf: '11222333', complementoCnpjCaepf: '0009', logradouro: 'Rua A', numero: '1', bairro: 'Centro', uf: { id: 23 }, cidade: { id: 2304400 } },
    });
    expect(filial.statusCode, filial.body).toBe(201);
    expect((await verificar('0009')).json()).toMatchObject({ existe: true });
    const curto = await verificar('12');
    expect(curto.statusCode).toBe(400);
    expect(curto.json().fields).toEqual([{ field: 'complemento', message: 'Inválido' }]);
    // Another company's establishment is not there for it.
    expect((await verificar('0001', t.norte)).statusCode).toBe(404);
  });

  it('sem CEP_URL a consulta de CEP diz que não está configurada', async () => {
    expect(await get('/api/cep/configuracao', t.norte)).toEqual({ configurada: false });
    expect((await t.request('GET', '/api/cep/configuracao')).statusCode).toBe(401);
  });
});
