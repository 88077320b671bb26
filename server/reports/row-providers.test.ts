/** Rows a module computes (`"query": {"rows": …}`): the provider a report names must be registered, used, and answer only the declared keys. */
import { describe, expect, it } from 'vitest';
import { Registry } from '../../engine/registry/registry';
import type { ReportDeclaration } from '../../engine/report/declaration';
import type { Engine } from '../engine';
import type { ServerModule } from '../server-module';
import type { ReportQueryContext, RowProvider } from './query';
import { reportQueries } from './routes';

const report = (name: string, query: ReportDeclaration['query']): ReportDeclaration => ({
  name,
  module: 'm',
  title: name,
  filter: { type: 'object', properties: {} },
  query,
  layout: { columns: [{ field: 'mes', label: 'Mês' }] },
});
const meses = report('meses', { rows: 'meses', columns: { mes: 'O mês, MM/AAAA.', total: 'Quantos no mês.' } });
const engineWith = (...reports: ReportDeclaration[]) => ({ registry: new Registry([], {}, reports.map((declaration) => ({ declaration, source: `${declaration.name}.json` }))) }) as unknown as Engine;
const context = { filter: { ate: '2026-02' } } as unknown as ReportQueryContext;

describe('provedores de linhas', () => {
  it('o relatório imprime as linhas do provedor que nomeia, com o row do módulo', async () => {
    const provider: RowProvider<{ mes: string; total: number }> = async ({ filter }) => [{ mes: String(filter.ate), total: 3 }];
    const modules: ServerModule[] = [{ name: 'm', rowProviders: { meses: provider }, reports: { meses: { row: (row) => ({ ...row, total: Number(row.total) * 2 }) } } }];
    const query = reportQueries(engineWith(meses), modules).get('meses')!;
    expect(await query(context)).toEqual([{ mes: '2026-02', total: 6 }]);
  });

  it('recusa a linha com uma chave que a declaração não lista', async () => {
    const modules: ServerModule[] = [{ name: 'm', rowProviders: { meses: async () => [{ mes: '01/2026', media: 1 }] } }];
    await expect(reportQueries(engineWith(meses), modules).get('meses')!(context)).rejects.toThrow(/o provedor de linhas "meses" devolveu "media", que a declaração não lista em columns/);
  });

  it('no início: o nome sem provedor, o provedor sem relatório, dois com o mesmo nome e a extensão de linhas que não são de uma entidade', () => {
    const provider: RowProvider = async () => [];
    expect(() => reportQueries(engineWith(meses), [{ name: 'm', rowProviders: { mezes: provider } }])).toThrow(/meses\.json: query\.rows "meses" não é um provedor de linhas registrado por um módulo — quis dizer "mezes"\?/);
    expect(() => reportQueries(engineWith(meses), [{ name: 'm', rowProviders: { meses: provider, outro: provider } }])).toThrow(/o provedor de linhas "outro" não é usado por nenhum relatório/);
    expect(() => reportQueries(engineWith(meses), [{ name: 'm', rowProviders: { meses: provider } }, { name: 'n', rowProviders: { meses: provider } }])).toThrow(/modules\/n: o provedor de linhas "meses" já foi registrado/);
    expect(() => reportQueries(engineWith(meses), [{ name: 'm', rowProviders: { meses: provider }, reports: { meses: { extend: () => ({}) } } }])).toThrow(/meses\.json: o módulo estende a consulta, mas as linhas não são de uma entidade/);
  });
});
