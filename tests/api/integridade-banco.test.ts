/**
 * Database integrity check (spec 02 §2 "Database inconsistency", §7, §8): the demo has none, in
 * either company; a database broken on purpose — one kind of inconsistency each — is reported with
 * every kind, to the company of the broken rows only, and the PDF lists them (pdftotext).
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysAfter, today } from '../../engine/validation/brazilian';
import { formatDate } from '../../engine/format/dates';
import { pdfText } from '../support/pdf-text';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const EXISTE = '/api/parametros-sistema/isExisteInconsistenciasNoBancoDados';
const RELATORIO = '/api/parametros-sistema/relatorio-inconsistencia-banco-dados';

const existem = async (cookie: string) => (await t.request('GET', EXISTE, { cookie })).json() as { existem: boolean };
/** One row of a query as the owner (the fixtures reach every company). */
async function one<T>(query: ReturnType<typeof sql<T>>): Promise<T> {
  const { rows } = await query.execute(t.engine.database.owner);
  expect(rows[0], 'a demonstração deveria ter este dado').toBeDefined();
  return rows[0]!;
}
const run = (query: ReturnType<typeof sql>) => query.execute(t.engine.database.owner);
/** A copy of a row with some columns changed (its own id; generated columns left to the database). */
async function copiar(table: string, id: number, changes: Record<string, unknown>) {
  const { rows } = await run(sql`select column_name as name, data_type as type from information_schema.columns
    where table_name = ${table} and table_schema = current_schema() and is_generated = 'NEVER' and column_name <> 'id'`);
  const columns = rows as { name: string; type: string }[];
  const values = columns.map((c) => (c.name in changes ? sql`cast(${changes[c.name]} as ${sql.raw(c.type)})` : sql.ref(c.name)));
  await run(sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c.name)))}) select ${sql.join(values)} from ${sql.table(table)} where id = ${id}`);
}

describe('integridade do banco', () => {
  it('a demonstração não tem inconsistências: sem ícone, e o relatório diz a mensagem de vazio', async () => {
    expect(await existem(t.admin)).toEqual({ existem: false });
    expect(await existem(t.norte)).toEqual({ existem: false });
    const vazio = await t.request('POST', RELATORIO, { cookie: t.admin });
    expect(vazio.statusCode).toBe(404);
    expect(vazio.json()).toEqual({ code: 'SEM_INCONSISTENCIAS', message: 'Não existem dados para o relatório de inconsistência do banco de dados.' });
  });

  it('sem sessão, 401', async () => {
    expect((await t.request('GET', EXISTE)).statusCode).toBe(401);
    expect((await t.request('POST', RELATORIO)).statusCode).toBe(401);
  });

  describe('num banco com cada tipo de inconsistência', () => {
    const esperado: string[] = [];
    let semEstabelecimento = 0;

    beforeAll(async () => {
      // A reference into another company: a talent's history entry pointing at Filial Norte's cargo.
      const historico = await one(sql<{ id: number }>`select id from historico_colaborador where empresa_id = 1 order by id limit 1`);
      const cargoNorte = await one(sql<{ id: number }>`select id from cargo where empresa_id = 2 order by id limit 1`);
      await run(sql`update historico_colaborador set cargo_id = ${cargoNorte.id} where id = ${historico.id}`);
      esperado.push(`Cargo aponta para Cargo ${cargoNorte.id} de outra empresa`);

      // A list of references into another company: a GHE history entry with Filial Norte's ambiente.
      const ghe = await one(sql<{ id: number }>`select h.id from historico_grupo_homogeneo h where h.empresa_id = 1 order by h.id limit 1`);
      const ambienteNorte = await one(sql<{ id: number }>`select id from ambiente where empresa_id = 2 order by id limit 1`);
      await run(sql`insert into historico_grupo_homogeneo__ambientes (owner_id, target_id, position) values (${ghe.id}, ${ambienteNorte.id}, 99)`);
      esperado.push(`aponta para Ambiente ${ambienteNorte.id} de outra empresa`);

      // Two entries of a talent's history on the same day.
      const talento = await one(sql<{ owner: number; data: string }>`select owner_id as owner, min(data)::text as data from historico_colaborador
        where empresa_id = 1 and id <> ${historico.id} group by owner_id having count(*) >= 2 order by owner_id limit 1`);
      await run(sql`update historico_colaborador set data = ${talento.data} where owner_id = ${talento.owner}`);
      esperado.push(`registros no histórico em ${formatDate(talento.data)}`);

      // An active talent whose only entries start in the future: none in force today.
      const ativo = await one(sql<{ id: number }>`select c.id from colaborador c where c.empresa_id = 1 and c.data_desligamento is null and c.id <> ${talento.owner}
        and exists (select 1 from historico_colaborador h where h.owner_id = c.id) order by c.id limit 1`);
      await run(sql`update historico_colaborador set data = ${daysAfter(today(), 30)} where owner_id = ${ativo.id}`);
      esperado.push(`Ativo sem registro do histórico em vigor em ${formatDate(today())}`);

      // A faixa without any history entry.
      const faixa = await one(sql<{ id: number }>`select id from faixa_salarial where empresa_id = 1 order by id limit 1`);
      await run(sql`delete from faixa_salarial_historico where owner_id = ${faixa.id}`);
      esperado.push('Nenhum registro no histórico');

      // An ambiente's three entries: the first valid past the second's start (overlap), the second ending days before the third (gap).
      const ambiente = await one(sql<{ owner: number; primeiro: number; segundo: number; proximo: string }>`select owner_id as owner, id as primeiro, segundo, proximo::text as proximo from (
          select owner_id, id, lead(id) over w as segundo, lead(data) over w as proximo from historico_ambiente where empresa_id = 1 window w as (partition by owner_id order by data, id)) s
        where proximo is not null order by owner_id, id limit 1`);
      const terceiro = daysAfter(ambiente.proximo, 365);
      await copiar('historico_ambiente', ambiente.segundo, { data: terceiro });
      await run(sql`update historico_ambiente set data_validade = ${ambiente.proximo} where id = ${ambiente.primeiro}`);
      await run(sql`update historico_ambiente set data_validade = ${daysAfter(terceiro, -10)} where id = ${ambiente.segundo}`);
      esperado.push(`válido até ${formatDate(ambiente.proximo)} e o seguinte a partir de ${formatDate(ambiente.proximo)}: sobreposição`);
      esperado.push(`válido até ${formatDate(daysAfter(terceiro, -10))} e o seguinte a partir de ${formatDate(terceiro)}: lacuna`);

      // A company left without establishments (a new one comes with "Matriz").
      const criada = await t.request('POST', '/api/empresas', { cookie: t.admin, body: { nome: 'Filial Sul', razaoSocial: 'Filial Sul Ltda.', cnpj: '11444777000242' } });
      expect(criada.statusCode, criada.body).toBe(201);
      semEstabelecimento = criada.json().id;
      await run(sql`delete from estabelecimento where empresa_id = ${semEstabelecimento}`);
    });

    it('o ícone aparece para a empresa das linhas quebradas, não para as outras', async () => {
      expect(await existem(t.admin)).toEqual({ existem: true });
      expect(await existem(t.norte)).toEqual({ existem: false });
      expect(await existem(await t.login({ cpf: '52998224725', empresaId: semEstabelecimento }))).toEqual({ existem: true });
    });

    it('o relatório (PDF) lista cada tipo', async () => {
      const resposta = await t.request('POST', RELATORIO, { cookie: t.admin });
      expect(resposta.statusCode, resposta.body).toBe(200);
      expect(resposta.headers['content-type']).toBe('application/pdf');
      const texto = pdfText(resposta.rawPayload).replace(/\s+/g, ' ');
      expect(texto).toContain('Relatório de Inconsistências do Banco de Dados');
      expect(texto).toContain('Empresa Demonstração');
      for (const tipo of ['Referência inválida', 'Histórico com datas repetidas', 'Sem histórico em vigor', 'Sem histórico', 'Histórico com sobreposição ou lacuna']) expect(texto).toContain(tipo);
      for (const trecho of esperado) expect(texto).toContain(trecho);
      expect(texto).not.toContain('Empresa sem estabelecimento');
    });

    it('a empresa sem estabelecimento', async () => {
      const sul = await t.login({ cpf: '52998224725', empresaId: semEstabelecimento });
      const texto = pdfText((await t.request('POST', RELATORIO, { cookie: sul })).rawPayload).replace(/\s+/g, ' ');
      expect(texto).toContain('Empresa sem estabelecimento');
      expect(texto).toContain('Nenhum estabelecimento cadastrado');
      expect(texto).not.toContain('Referência inválida');
    });
  });
});
