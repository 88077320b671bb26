import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/passwords';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

describe('candidatos de demonstração', () => {
  it('a candidata 390.533.447-05 tem currículo completo e senha demo1234', async () => {
    const list = (await t.request('GET', '/api/candidatos?cpf=39053344705', { cookie: t.admin })).json();
    expect(list.totalElements).toBe(1);
    const ana = (await t.request('GET', `/api/candidatos/${list.content[0].id}/completo`, { cookie: t.admin })).json();
    expect(ana).toMatchObject({ nome: 'Ana Beatriz Souza', qualificacaoCadastral: 'COMPLETO', qualificado: 'S' });
    expect(ana.experiencias).toHaveLength(2);
    expect(ana.formacoes).toHaveLength(2);
    expect(ana.candidatoIdiomas).toHaveLength(2);
    expect(ana.cargos.length).toBeGreaterThan(0);
    expect(ana.areasInteresse.length).toBeGreaterThan(0);
    const { rows } = await sql<{ senha: string }>`select senha from candidato where id = ${ana.id}`.execute(t.engine.database.owner);
    expect(await verifyPassword(rows[0]!.senha, 'demo1234')).toBe(true);
  });

  it('há candidatos em vários estados de qualificação', async () => {
    const count = async (qualificacao: string) => (await t.request('GET', `/api/candidatos?qualificacao=${qualificacao}`, { cookie: t.admin })).json().totalElements;
    expect(await count('QUALIFICADO')).toBeGreaterThan(0);
    expect(await count('NAO_QUALIFICADO')).toBeGreaterThan(0);
    expect(await count('NAO_VERIFICADO')).toBeGreaterThan(0);
    expect(await count('DADOS_INCOMPLETOS')).toBeGreaterThan(0);
    expect(await count('TODOS')).toBe(5);
  });
});
