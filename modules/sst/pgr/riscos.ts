/**
 * A PGR's content as its calls answer it: each risk item with the names the PGR prints — the
 * agent of Tabela 24, the risk and its group's title (risco.json), probability, severity, the
 * matrix's classification kept on the item (grupos-homogeneos/condicoes.ts), and the EPCs and EPIs.
 */
import type { Registry } from '../../../engine/registry/registry';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { HistoricoDoPgr } from './conteudo';
import type { HistoricoGrupoDoPgr, RiscoDoPgr } from './pgr.api';

/** The titles of a closed list of codes in a declaration's property (one truth: the schema's `oneOf`). */
function titulos(registry: Registry, entidade: string, propriedade: string): Map<string, string> {
  const schema = (registry.get(entidade).schema.properties as Record<string, unknown> | undefined)?.[propriedade] as { oneOf?: { const: string; title: string }[] } | undefined;
  return new Map((schema?.oneOf ?? []).map((o) => [o.const, o.title]));
}

async function riscosPorId(db: Db, scope: Scope, registry: Registry, ids: number[]): Promise<Map<number, RiscoDoPgr>> {
  if (!ids.length) return new Map();
  const q = companyQuery(db, scope);
  const linhas = await q
    .selectFrom('condicao_ambiental as c')
    .leftJoin('agente_nocivo as ag', 'ag.id', 'c.atividade_perigosa_insalubre_id')
    .leftJoin(q.table('risco', 'r'), 'r.id', 'c.risco_id')
    .leftJoin(q.table('probabilidade_risco', 'p'), 'p.id', 'c.probabilidade_risco_id')
    .leftJoin(q.table('gravidade_risco', 'g'), 'g.id', 'c.gravidade_risco_id')
    .select(['c.id', 'c.descricao', 'c.classificacao_severidade_risco', 'ag.texto', 'r.descricao as risco', 'r.grupo_risco', 'p.nome as probabilidade', 'g.nome as gravidade'])
    .where('c.id', 'in', ids)
    .execute();
  const nomesPorCondicao = (nomes: { id: number; nome: string | null }[]) => (id: number) => nomes.filter((n) => n.id === id).map((n) => n.nome ?? '');
  const epcs = nomesPorCondicao(
    await q
      .selectFrom('condicao_ambiental as c')
      .innerJoin('condicao_ambiental__epcs as j', 'j.owner_id', 'c.id')
      .innerJoin(q.table('epc', 'x'), 'x.id', 'j.target_id')
      .select(['c.id', 'x.descricao as nome'])
      .where('c.id', 'in', ids)
      .orderBy('j.position')
      .execute(),
  );
  const epis = nomesPorCondicao(
    await q
      .selectFrom('condicao_ambiental as c')
      .innerJoin('condicao_ambiental__epis as j', 'j.owner_id', 'c.id')
      .innerJoin(q.table('epi', 'x'), 'x.id', 'j.target_id')
      .select(['c.id', 'x.nome'])
      .where('c.id', 'in', ids)
      .orderBy('j.position')
      .execute(),
  );
  const grupos = titulos(registry, 'risco', 'grupoRisco');
  return new Map(
    linhas.map((c) => [
      c.id,
      {
        condicaoId: c.id,
        // Tabela 24's text already starts with the code ("02.01.001 - Ruído").
        agente: c.texto,
        descricao: c.descricao,
        risco: c.risco,
        grupoRisco: c.grupo_risco ? (grupos.get(c.grupo_risco) ?? c.grupo_risco) : null,
        probabilidade: c.probabilidade,
        gravidade: c.gravidade,
        classificacao: c.classificacao_severidade_risco,
        epcs: epcs(c.id),
        epis: epis(c.id),
      },
    ]),
  );
}

export async function riscosDosHistoricos(db: Db, scope: Scope, registry: Registry, historicos: HistoricoDoPgr[]): Promise<HistoricoGrupoDoPgr[]> {
  const porId = await runInScope(scope, () => riscosPorId(db, scope, registry, historicos.flatMap((h) => h.condicoesIds)));
  return historicos.map(({ condicoesIds, ...linha }) => ({ ...linha, riscos: condicoesIds.map((id) => porId.get(id)!) }));
}
