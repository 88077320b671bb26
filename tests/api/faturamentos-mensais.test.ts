/**
 * Faturamentos mensais (spec 02 §2 /cargo-salario/faturamentos-mensais): the company's revenue per
 * month, one per month, each company its own.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const URL = '/api/faturamentos-mensais';
const post = (body: unknown, cookie = t.admin) => t.request('POST', URL, { cookie, body });

describe('faturamentos mensais', () => {
  it('mês e valor obrigatórios; o mês no formato AAAA-MM', async () => {
    expect((await post({})).json().fields).toEqual([
      { field: 'mesAno', message: 'Mês/Ano é obrigatório' },
      { field: 'valor', message: 'Valor é obrigatório' },
    ]);
    expect((await post({ mesAno: '2026-13', valor: 10 })).json().fields).toEqual([{ field: 'mesAno', message: 'Mês/Ano inválido' }]);
  });

  it('um por mês em cada empresa, listados do mais recente', async () => {
    expect((await post({ mesAno: '2031-01', valor: 150000.5 })).statusCode).toBe(201);
    expect((await post({ mesAno: '2031-02', valor: 160000 })).statusCode).toBe(201);
    expect((await post({ mesAno: '2031-01', valor: 1 })).json().fields).toEqual([{ field: 'mesAno', message: 'Já existe faturamento neste mês.' }]);
    // Another company has its own January.
    expect((await post({ mesAno: '2031-01', valor: 9 }, t.norte)).statusCode).toBe(201);
    const lista = (await t.request('GET', `${URL}?mesAnoIni=2031-01&mesAnoFim=2031-12`, { cookie: t.admin })).json();
    expect(lista.content.map((f: { mesAno: string; valor: number }) => [f.mesAno, f.valor])).toEqual([['2031-02', 160000], ['2031-01', 150000.5]]);
  });
});
