/**
 * Estabelecimentos (spec 02 §3, §5 "Establishment"): the CNPJ/CAEPF typed as base and
 * complemento (4 digits for a CNPJ, 3 for a CAEPF, else "Inválido"), the check digits computed
 * by the server, the company's own records only.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const URL = '/api/estabelecimentos';
const endereco = { logradouro: 'Rua A', numero: '10', bairro: 'Centro', uf: { id: 23 }, cidade: { id: 2304400 } };
const post = (body: Record<string, unknown>, cookie = t.admin) => t.request('POST', URL, { cookie, body: { ...endereco, ...body } });

describe('estabelecimentos', () => {
  it('nome obrigatório; complemento de 4 dígitos no CNPJ e de 3 no CAEPF, senão "Inválido"', async () => {
    const semNome = await post({ tipoInscricao: '1', empresaBaseCnpjCaepf: '11222333', complementoCnpjCaepf: '0002' });
    expect(semNome.json().fields).toEqual([{ field: 'nome', message: 'Nome é obrigatório' }]);
    const cnpjCurto = await post({ nome: 'Filial', tipoInscricao: '1', empresaBaseCnpjCaepf: '11222333', complementoCnpjCaepf: '002' });
    expect(cnpjCurto.statusCode).toBe(400);
    expect(cnpjCurto.json().fields).toEqual([{ field: 'complementoCnpjCaepf', message: 'Inválido' }]);
    const caepfLongo = await post({ nome: 'Fazenda', tipoInscricao: '3', empresaBaseCnpjCaepf: '100000006', complementoCnpjCaepf: '4930' });
    expect(caepfLongo.json().fields).toEqual([{ field: 'complementoCnpjCaepf', message: 'Inválido' }]);
    const baseErrada = await post({ nome: 'Filial', tipoInscricao: '1', empresaBaseCnpjCaepf: '1122', complementoCnpjCaepf: '0002' });
    expect(baseErrada.json().fields).toEqual([{ field: 'empresaBaseCnpjCaepf', message: 'Inválido' }]);
    const repetido = await post({ nome: 'Filial', tipoInscricao: '1', empresaBaseCnpjCaepf: '00000000', complementoCnpjCaepf: '0000' });
    expect(repetido.json().fields).toEqual([{ field: 'empresaBaseCnpjCaepf', message: 'Inválido' }]);
  });

  it('o servidor calcula o dígito verificador (o enviado é ignorado) e guarda o número inteiro', async () => {
    const cnpj = await post({ nome: 'Filial Sul', tipoInscricao: '1', empresaBaseCnpjCaepf: '11222333', complementoCnpjCaepf: '0002', digitoVerificadorCnpjCaepf: '00' });
    expect(cnpj.statusCode, cnpj.body).toBe(201);
    expect(cnpj.json()).toMatchObject({ digitoVerificadorCnpjCaepf: '62', cnpjCaepf: '11222333000262' });
    const caepf = await post({ nome: 'Fazenda Serra', tipoInscricao: '3', empresaBaseCnpjCaepf: '100000006', complementoCnpjCaepf: '493' });
    expect(caepf.json()).toMatchObject({ digitoVerificadorCnpjCaepf: '58', cnpjCaepf: '10000000649358' });
    const mudado = await t.request('PATCH', `${URL}/${cnpj.json().id}`, { cookie: t.admin, body: { complementoCnpjCaepf: '0003' } });
    expect(mudado.json()).toMatchObject({ cnpjCaepf: '11222333000343' });
    const repetido = await post({ nome: 'Outra', tipoInscricao: '1', empresaBaseCnpjCaepf: '11222333', complementoCnpjCaepf: '0003' });
    expect(repetido.json().fields).toEqual([{ field: 'cnpjCaepf', message: 'Já existe um estabelecimento com este CNPJ/CAEPF.' }]);
    // Another company neither lists nor reads them.
    expect((await t.request('GET', `${URL}/${caepf.json().id}`, { cookie: t.norte })).statusCode).toBe(404);
    const daNorte = (await t.request('GET', `${URL}?cnpjCaepf=11222333`, { cookie: t.norte })).json().content;
    expect(daNorte).toEqual([]);
  });

  it('a demonstração traz a matriz com o CNPJ em partes', async () => {
    const [matriz] = (await t.request('GET', `${URL}?nome=Matriz`, { cookie: t.admin })).json().content;
    expect(matriz).toMatchObject({ empresaBaseCnpjCaepf: '11222333', complementoCnpjCaepf: '0001', digitoVerificadorCnpjCaepf: '81', cnpjCaepf: '11222333000181' });
  });
});
