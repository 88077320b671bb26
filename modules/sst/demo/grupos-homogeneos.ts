/**
 * The GHE demo (brief item 4): two groups over the demo environments of the SST registers, with
 * conditions of several risk groups — a quantitative noise measurement in dB(A) with EPC and EPI,
 * accident and ergonomic risks on the PGR, a biological agent with gloves — written through the
 * engine (validation, hooks) as a user would. Records are named as "<entidade>:<nome>"
 * (`agenteNocivo:<código>`), looked up in the company's registers the SST demo made before.
 */
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import { resolveRefs } from '../../../server/demo/demo';
import type { Engine } from '../../../server/engine';
import dados from './grupos-homogeneos.json';

type Data = Record<string, unknown>;
type Grupo = Data & { historicos: (Data & { condicoes: Data[] })[] };

/** The company's records the demo names, by "<entidade>:<nome>", and Tabela 24 by code. */
async function nomesDaEmpresa(engine: Engine, scope: Scope): Promise<Map<string, number>> {
  const q = companyQuery(engine.db, scope);
  const linhas = [
    ...(await q.selectFrom('estabelecimento').select(['id', 'nome']).execute()).map((r) => [`estabelecimento:${r.nome}`, r.id] as const),
    ...(await q.selectFrom('ambiente').select(['id', 'nome_ambiente as nome']).execute()).map((r) => [`ambiente:${r.nome}`, r.id] as const),
    ...(await q.selectFrom('epi').select(['id', 'nome']).execute()).map((r) => [`epi:${r.nome}`, r.id] as const),
    ...(await q.selectFrom('epc').select(['id', 'descricao as nome']).execute()).map((r) => [`epc:${r.nome}`, r.id] as const),
    ...(await q.selectFrom('risco').select(['id', 'descricao as nome']).execute()).map((r) => [`risco:${r.nome}`, r.id] as const),
    ...(await q.selectFrom('probabilidade_risco').select(['id', 'nome']).execute()).map((r) => [`probabilidadeRisco:${r.nome}`, r.id] as const),
    ...(await q.selectFrom('gravidade_risco').select(['id', 'nome']).execute()).map((r) => [`gravidadeRisco:${r.nome}`, r.id] as const),
  ];
  const agentes = await engine.db.selectFrom('agente_nocivo').select(['id', 'codigo']).execute();
  return new Map<string, number>([...linhas.map(([nome, id]) => [nome, Number(id)] as const), ...agentes.map((a) => [`agenteNocivo:${a.codigo}`, Number(a.id)] as const)]);
}

export async function seedDemoGruposHomogeneos(engine: Engine, companyIds: number[]): Promise<void> {
  for (const [numero, grupos] of Object.entries(dados as unknown as Record<string, Grupo[]>)) {
    const scope: Scope = { empresaId: companyIds[Number(numero) - 1]!, usuarioId: 1 };
    await runInScope(scope, async () => {
      const nomes = await nomesDaEmpresa(engine, scope);
      const ref = (valor: Data) => resolveRefs(valor, nomes) as Data;
      for (const { historicos, ...grupo } of grupos) {
        const salvo = await engine.entities.create(engine.registry.get('grupoHomogeneo'), scope, ref(grupo));
        for (const { condicoes, ...historico } of historicos) {
          const linha = await engine.entities.create(engine.registry.get('historicoGrupoHomogeneo'), scope, ref(historico), { ownerId: salvo.id });
          for (const condicao of condicoes) await engine.entities.create(engine.registry.get('condicaoAmbiental'), scope, ref(condicao), { ownerId: linha.id });
        }
      }
    });
  }
}
