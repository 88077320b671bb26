import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { EntityDeclaration } from '../../engine/declaration';
import { Registry } from '../../engine/registry/registry';
import type { ReportLayout } from '../../engine/report/declaration';
import type { ReportQueryDeclaration, ReportRowSource, UnionQueryDeclaration } from '../../engine/report/query-declaration';
import { compileReportQuery, isAggregate, QueryDeclarationError } from './compile-query';
import { compileUnionQuery } from './compile-union';
import { reportQueryProblems } from './query-problems';

const base = { module: 'sst', list: { columns: ['nome'] } };
const entity = (name: string, properties: Record<string, unknown>, extra: Partial<EntityDeclaration> = {}): EntityDeclaration => ({
  ...base,
  name,
  label: name,
  labelPlural: name,
  resource: name,
  summary: 'nome',
  schema: { type: 'object', properties: { nome: { type: 'string' }, ...properties } },
  ...extra,
});

const registry = new Registry(
  [
    entity('empresa', {}, { scope: 'global' }),
    entity('estado', { sigla: { type: 'string' } }, { scope: 'global' }),
    entity('tipoEpi', { estado: { 'x-reference': 'estado' } }),
    entity('risco', { ordem: { type: 'integer' } }),
    entity(
      'epi',
      {
        ca: { type: 'string' },
        vencimentoCa: { type: 'string', format: 'date' },
        fardamento: { type: 'boolean' },
        situacao: { type: 'string', oneOf: [{ const: 'A', title: 'Ativo' }, { const: 'I', title: 'Inativo' }] },
        tipo: { 'x-reference': 'tipoEpi' },
        riscosIds: { type: 'array', items: { type: 'integer' }, 'x-reference': 'risco' },
        fabricante: { type: 'object', 'x-flatten': true, properties: { nome: { type: 'string' }, cnpj: { type: 'string' } } },
      },
      { filters: [{ name: 'ativos', op: 'match', schema: { type: 'string' }, match: { S: { situacao: 'A' } } }] },
    ),
    entity('entrega', { epi: { 'x-reference': 'epi' }, data: { type: 'string', format: 'date' } }),
    entity('revisao', { data: { type: 'string', format: 'date' }, tipo: { 'x-reference': 'tipoEpi' }, motivo: { type: 'string' } }, { owner: 'epi' }),
  ].map((declaration) => ({ declaration, source: `${declaration.name}.json` })),
);

const db = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const scope = { empresaId: 7, usuarioId: 1 };
function compiled(query: ReportQueryDeclaration, filter: Record<string, unknown> = {}, groupBy?: string) {
  const layout = { columns: [], ...(groupBy ? { groupBy: { field: groupBy } } : {}) };
  return compileReportQuery({ query, layout }, registry, scope, filter, 100).compile(db);
}

describe('consulta declarada de relatório', () => {
  it('confina à empresa da sessão a fonte, cada registro ligado, cada lista e cada registro relacionado', () => {
    const { sql, parameters } = compiled({
      from: 'epi',
      select: {
        nome: 'nome',
        tipo: 'tipo.nome',
        estado: 'tipo.estado.sigla',
        riscos: 'riscosIds',
        ultimaEntrega: { latest: { from: 'entrega', via: 'epi', by: 'data', value: 'data' } },
      },
    });
    // epi (where), tipoEpi (join), risco (list's targets), entrega (latest): four company tables; estado is shared.
    expect(sql.match(/\."?empresa_id"? = \$\d+/g)).toHaveLength(4);
    expect(parameters.filter((p) => p === 7)).toHaveLength(4);
    expect(sql).toMatch(/left join "estado" "j\d+" on "j\d+"\."id" = "j\d+"\."estado_id"\s+(left|where)/);
  });

  it('each pairs every row with each record of another entity of the company, read by its name', () => {
    const { sql, parameters } = compiled(
      {
        from: 'epi',
        each: { entity: 'risco', as: 'risco' },
        where: [{ field: 'risco', op: 'in', param: 'riscosIds' }],
        select: { nome: 'nome', risco: 'risco.nome', ordem: { add: ['risco.ordem', 'risco.ordem'] }, tipo: 'tipo.nome' },
      },
      { riscosIds: [3] },
    );
    expect(sql).toMatch(/from "epi" t cross join "risco" e\s+left join "tipo_epi"/);
    expect(sql).toContain('"e"."nome" as "risco"');
    expect(sql).toMatch(/"e"\."id" = any\(\$\d+\)/);
    // epi, risco and tipoEpi: every company table confined.
    expect(parameters.filter((p) => p === 7)).toHaveLength(3);
    expect(sql).toMatch(/order by t\.id, e\.id/);
    expect(() => compiled({ from: 'epi', each: { entity: 'riscoo', as: 'r' }, select: { nome: 'nome' } })).toThrow(/^each: entidade desconhecida "riscoo".*risco/);
  });

  it('um parâmetro vazio escolhe tudo ("Nenhum marcado: todos"); when só vale com o valor do filtro', () => {
    const query: ReportQueryDeclaration = {
      from: 'epi',
      where: [
        { field: 'riscosIds', op: 'in', param: 'riscos' },
        { field: 'vencimentoCa', op: 'between', param: ['de', 'ate'] },
        { field: 'fardamento', op: 'eq', value: true, when: { somenteFardamento: true } },
        { filter: 'ativos', param: 'ativos' },
      ],
      select: { nome: 'nome' },
    };
    const nothing = compiled(query, { riscos: [] });
    expect(nothing.sql).not.toMatch(/exists|vencimento_ca|fardamento|situacao/);
    const everything = compiled(query, { riscos: [3], de: '2026-01-01', somenteFardamento: true, ativos: 'S' });
    expect(everything.sql).toMatch(/exists \(select 1 from "epi__riscos_ids"/);
    expect(everything.sql).toMatch(/"t"\."vencimento_ca" >= \$\d+/);
    expect(everything.sql).not.toMatch(/"vencimento_ca" <=/);
    expect(everything.sql).toMatch(/"t"\."fardamento" = \$\d+/);
    expect(everything.sql).toMatch(/"t"\."situacao" = \$\d+/);
  });

  it('uma referência escolhida no filtro ({id}) compara pelo id', () => {
    const { sql, parameters } = compiled({ from: 'entrega', where: [{ field: 'epi', op: 'eq', param: 'epi' }], select: { data: 'data' } }, { epi: { id: 42 } });
    expect(sql).toMatch(/"t"\."epi_id" = \$\d+/);
    expect(parameters).toContain(42);
  });

  it('códigos viram títulos na coluna, não nas condições; agregados agrupam pelas demais colunas', () => {
    const { sql } = compiled(
      {
        from: 'epi',
        where: [{ field: 'situacao', op: 'eq', value: 'A' }],
        select: { situacao: 'situacao', tipo: 'tipo.nome', qtd: { count: true }, parte: { share: { count: true } } },
        orderBy: [{ by: 'qtd', desc: true }],
      },
      {},
      'tipo',
    );
    expect(sql).toMatch(/case when "t"\."situacao" = \$\d+ then \$\d+::text/);
    expect(sql).toMatch(/where t\.empresa_id = \$\d+ and "t"\."situacao" = \$\d+/);
    expect(sql).toMatch(/group by 1, 2/);
    expect(sql).toMatch(/order by "qtd" desc nulls last\s+limit/);
    expect(isAggregate({ ratio: [{ count: true }, 'x'] })).toBe(true);
    expect(isAggregate({ list: 'riscosIds' })).toBe(false);
  });

  it('sem orderBy ordena pela coluna do agrupamento e pelo id', () => {
    expect(compiled({ from: 'epi', select: { tipo: 'tipo.nome', nome: 'nome' } }, {}, 'tipo').sql).toMatch(/order by "tipo" asc nulls last, t\.id\s+limit/);
  });

  it('um caminho, filtro ou operador que não existe é recusado com o nome', () => {
    const refuse = (query: ReportQueryDeclaration, message: RegExp) => expect(() => compiled(query)).toThrow(message);
    refuse({ from: 'epi', select: { x: 'tipo.cor' } }, /"tipo\.cor": tipoEpi não tem a propriedade "cor"/);
    refuse({ from: 'epi', select: { x: 'nome.algo' } }, /"nome" não é uma referência/);
    refuse({ from: 'epi', select: { x: 'fabricante' } }, /"fabricante" é um grupo/);
    refuse({ from: 'epis', select: { x: 'nome' } }, /from: entidade desconhecida "epis"/);
    refuse({ from: 'epi', where: [{ filter: 'nada', value: 'S' }], select: { x: 'nome' } }, /epi não declara o filtro "nada"/);
    refuse({ from: 'epi', where: [{ field: 'nome', op: 'parece' as never, value: 'a' }], select: { x: 'nome' } }, /operador desconhecido "parece"/);
    refuse({ from: 'epi', select: { x: { latest: { from: 'entrega', via: 'data', by: 'data', value: 'data' } } } }, /"data" de entrega não é uma referência a epi/);
    expect(() => compiled({ from: 'epi', select: { x: 'fabricante.cnpj' } })).not.toThrow(QueryDeclarationError);
  });

  it('$dono lê o registro a que o registro pertence; latestOf escolhe o mais recente de cada dono até a data, na empresa', () => {
    const { sql, parameters } = compiled(
      {
        from: 'revisao',
        where: [{ latestOf: { per: '$dono', by: 'data', where: [{ field: 'data', op: 'lte', param: 'dataReferencia' }] } }],
        select: { epi: '$dono.nome', tipo: 'tipo.nome' },
      },
      { dataReferencia: '2026-03-01' },
    );
    expect(sql).toMatch(/left join "epi" "j\d+" on "j\d+"\."id" = "t"\."owner_id" and "j\d+"\."empresa_id" = \$\d+/);
    // The row is on or before the date, and no record of the same owner, also on or before it, is later.
    expect(sql).toMatch(/\("t"\."data" <= \$\d+ and not exists \(select 1 from "revisao" "s\d+"\s+where "s\d+"\."owner_id" = "t"\."owner_id" and "s\d+"\."empresa_id" = \$\d+ and "s\d+"\."data" <= \$\d+ and \("s\d+"\."data" > "t"\."data" or \("s\d+"\."data" = "t"\."data" and "s\d+"\."id" > "t"\."id"\)\)\)\)/);
    expect(parameters.filter((p) => p === '2026-03-01')).toHaveLength(2);
    // revisao, epi and tipoEpi (joins) and the sibling: every one confined.
    expect(parameters.filter((p) => p === 7)).toHaveLength(4);
    // No date: the latest of each owner.
    expect(compiled({ from: 'revisao', where: [{ latestOf: { per: '$dono', by: 'data', where: [{ field: 'data', op: 'lte', param: 'dataReferencia' }] } }], select: { x: 'data' } }).sql).toMatch(/\(not exists \(select 1 from "revisao" "s\d+"\s+where "s\d+"\."owner_id" = "t"\."owner_id" and "s\d+"\."empresa_id" = \$\d+ and \(/);
  });

  it('latestOf com vários caminhos em per: o mais recente de cada combinação, valores vazios iguais entre si', () => {
    const { sql } = compiled({ from: 'revisao', where: [{ latestOf: { per: ['$dono', 'tipo'], by: 'data' } }], select: { x: 'data' } });
    expect(sql).toMatch(/where "s\d+"\."owner_id" is not distinct from "t"\."owner_id" and "s\d+"\."tipo_id" is not distinct from "t"\."tipo_id" and "s\d+"\."empresa_id" = \$\d+ and \(/);
  });

  it('previous lê o registro anterior do mesmo dono; to compara dois valores da linha; latest lê os registros do dono por $dono; param lê o filtro', () => {
    const { sql, parameters } = compiled({
      from: 'revisao',
      where: [{ field: 'tipo', op: 'ne', to: { previous: { per: '$dono', by: 'data', value: 'tipo' } } }],
      select: { antes: { previous: { per: '$dono', by: 'data', value: 'tipo.nome' } }, depois: 'tipo.nome' },
    });
    expect(sql).toMatch(/\(select "j\d+"\."nome" from "revisao" "s\d+" left join "tipo_epi" "j\d+" on "j\d+"\."id" = "s\d+"\."tipo_id" and "j\d+"\."empresa_id" = \$\d+\s+where "s\d+"\."owner_id" = "t"\."owner_id" and "s\d+"\."empresa_id" = \$\d+ and \("s\d+"\."data" < "t"\."data" or \("s\d+"\."data" = "t"\."data" and "s\d+"\."id" < "t"\."id"\)\) order by "s\d+"\."data" desc nulls last, "s\d+"\."id" desc limit 1\) as "antes"/);
    expect(sql).toMatch(/"t"\."tipo_id" is distinct from \(select "s\d+"\."tipo_id" from "revisao"/);
    // The source, the join of the row, two siblings and the join of one: five confinements.
    expect(parameters.filter((p) => p === 7)).toHaveLength(5);
    expect(isAggregate({ previous: { per: '$dono', by: 'data', value: { count: true } } })).toBe(false);
    // A record chosen in the filter (a reference, `{id, …}`) compares by its id.
    const escolhido = compiled({ from: 'revisao', where: [{ field: 'tipo', op: 'eq', param: 'tipo' }], select: { x: 'data' } }, { tipo: { id: 12, nome: 'Luva' } });
    expect(escolhido.sql).toMatch(/"t"\."tipo_id" = \$\d+/);
    expect(escolhido.parameters).toContain(12);
    const dias = compiled({ from: 'revisao', select: { dias: { daysBetween: ['data', { param: 'dataReferencia' }] } } }, { dataReferencia: '2026-03-01' });
    expect(dias.sql).toMatch(/\(\$1::date - "t"\."data"::date\) as "dias"/);
    expect(dias.parameters[0]).toBe('2026-03-01');
    const latest = compiled({ from: 'epi', select: { ultima: { latest: { from: 'revisao', via: '$dono', by: 'data', value: 'data' } } } }).sql;
    expect(latest).toMatch(/\(select "r\d+"\."data" from "revisao" "r\d+"\s+where "r\d+"\."owner_id" = "t"\."id" and "r\d+"\."empresa_id" = \$\d+ order by/);
    expect(() => compiled({ from: 'epi', select: { x: '$dono.nome' } })).toThrow(/"\$dono\.nome": epi não pertence a outro registro/);
    expect(() => compiled({ from: 'revisao', where: [{ field: 'tipo', op: 'in', to: 'tipo' }], select: { x: 'data' } })).toThrow(/"to" compara com eq, ne/);
  });

  it('latest com upTo: só os registros cujo by não passa de um valor da linha', () => {
    // The epi's revision in force when its CA expires.
    const { sql, parameters } = compiled({ from: 'epi', select: { revisao: { latest: { from: 'revisao', via: '$dono', by: 'data', upTo: 'vencimentoCa', value: 'motivo' } } } });
    expect(sql).toMatch(/\(select "r\d+"\."motivo" from "revisao" "r\d+"\s+where "r\d+"\."owner_id" = "t"\."id" and "r\d+"\."empresa_id" = \$\d+ and "r\d+"\."data" <= "t"\."vencimento_ca" order by "r\d+"\."data" desc nulls last, "r\d+"\."id" desc limit 1\) as "revisao"/);
    expect(parameters.filter((p) => p === 7)).toHaveLength(2);
  });
});

describe('union: as linhas de várias entidades num relatório', () => {
  const query: UnionQueryDeclaration = {
    union: [
      { from: 'epi', where: [{ field: 'tipo', op: 'eq', param: 'tipo' }], select: { nome: 'nome', data: 'vencimentoCa', tipo: 'tipo.nome' } },
      { from: 'entrega', where: [{ field: 'data', op: 'gte', param: 'desde' }], select: { nome: 'epi.nome', data: 'data', quando: 'data' } },
    ],
    orderBy: ['nome', { by: 'data', desc: true }],
  };
  const layout: ReportLayout = { columns: ['nome', 'data', 'tipo', 'quando'].map((field) => ({ field, label: field })) };

  it('compila cada parte como uma consulta, confinada à empresa, com as colunas de todas na mesma ordem', () => {
    const { sql, parameters } = compileUnionQuery({ query, layout }, registry, scope, { tipo: { id: 3 }, desde: '2026-01-01' }, 100).compile(db);
    // epi (where) and its tipoEpi (join); entrega (where) and its epi (join): four confinements.
    expect(parameters.filter((p) => p === 7)).toHaveLength(4);
    expect(sql).toMatch(/\(select "t"\."nome" as "nome", "t"\."vencimento_ca" as "data", "j\d+"\."nome" as "tipo", null as "quando", 0 as "\$parte", t\.id as "\$id", null::bigint as "\$par" from "epi" t/);
    expect(sql).toMatch(/\(select "j\d+"\."nome" as "nome", "t"\."data" as "data", null as "tipo", "t"\."data" as "quando", 1 as "\$parte"/);
    expect(sql).toMatch(/\) union all \(/);
    expect(sql).toMatch(/order by u\."nome" asc nulls last, u\."data" desc nulls last, u\."\$parte", u\."\$id", u\."\$par"\s+limit \$\d+/);
    expect(sql).toMatch(/^select u\."nome", u\."data", u\."tipo", u\."quando"\s+from \(/);
    // Each part's parameter applies to it alone; one left empty chooses all of that part.
    expect(compileUnionQuery({ query, layout }, registry, scope, {}, 100).compile(db).sql).not.toMatch(/"epi_id" =|"tipo_id" =|"data" >=/);
  });

  it('ordena pelas chaves das colunas, não por caminhos', () => {
    expect(() => compileUnionQuery({ query: { ...query, orderBy: ['tipo.nome'] }, layout }, registry, scope, {}, 100)).toThrow(/orderBy: "tipo\.nome" não é uma coluna da union/);
  });
});

describe('a consulta conferida no início', () => {
  const problems = (query: ReportRowSource, fields: string[], groupBy?: string) =>
    reportQueryProblems({ query, layout: { columns: fields.map((field) => ({ field, label: field })), ...(groupBy ? { groupBy: { field: groupBy } } : {}) } }, registry).map((p) => `${p.path.join('.')}: ${p.message}`);

  it('numa union: cada parte no seu lugar, sem computed, ordem por chaves e nenhuma chave que nada mostra', () => {
    expect(
      problems(
        {
          union: [
            { from: 'epi', select: { nome: 'nome', data: 'vencimentoCa' } },
            { from: 'entrega', select: { nome: 'epi.fornecedor', dta: 'data', extra: { computed: 'o módulo calcula' } } },
          ],
          orderBy: ['nome', 'epi.nome'],
        },
        ['nome', 'data', 'semFonte'],
      ),
    ).toEqual([
      'query.union.1.select.nome: "epi.fornecedor": epi não tem a propriedade "fornecedor"',
      'query.union.1.select.extra: "computed" não cabe numa parte de union: o módulo só estende a consulta de uma entidade',
      'query.orderBy.1: "epi.nome" não é uma coluna da union',
      'query.union.1.select.dta: "dta" não aparece no layout nem ordena as linhas — quis dizer "data"?',
      'query.union.1.select.extra: "extra" não aparece no layout nem ordena as linhas',
      'layout.columns.2.field: "semFonte" não é uma coluna da union',
    ]);
  });

  it('linhas de um provedor: o layout lê só as colunas declaradas', () => {
    const rows = { rows: 'meses', columns: { mes: 'O mês.', total: 'Quantos.' } };
    expect(problems(rows, ['mes', 'total'], 'mes')).toEqual([]);
    expect(problems(rows, ['mes', 'totl'])).toEqual(['layout.columns.1.field: "totl" não é uma das query.columns — quis dizer "total"?']);
  });

  it('numa consulta de uma entidade, como sempre: caminhos, condições e ordem', () => {
    expect(problems({ from: 'epi', select: { nome: 'nome' }, where: [{ filter: 'nada', value: 1 }], orderBy: ['tipo.cor'] }, ['nome'])).toEqual([
      'query.where.0: epi não declara o filtro "nada"',
      'query.orderBy.0: "tipo.cor": tipoEpi não tem a propriedade "cor"',
    ]);
    expect(problems({ from: 'epis', select: { nome: 'nome' } }, ['nome'])).toEqual(['query.from: entidade desconhecida "epis" — quis dizer "epi"?']);
  });
});
