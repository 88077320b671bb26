/**
 * The demo's competences: each generated cargo gets some of the company's conhecimentos,
 * habilidades and atitudes, each of its faixas a matrix (higher faixas require higher levels),
 * and most active talents an assessment of their faixa's competences — seeded, so the same demo
 * every start, and written in bulk with what the hooks would store (required level, weights).
 */
import type { Engine } from '../../../server/engine';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import { shiftDate } from '../../../engine/report/defaults';
import { vigenteEm } from '../salarios/historico';
import { PROPRIEDADE, type TipoCompetencia } from '../competencias/competencia';
import { sorteador, type TalentoDemo } from './gerar';

/** The demo's level configuration starts here (server/demo/demo-data.json): matrices and assessments date from it on. */
const INICIO = '2025-01-01';
const NIVEIS = ['Ruim', 'Regular', 'Bom', 'Ótimo'];

export type Escolhidas = Record<'conhecimentosIds' | 'habilidadesIds' | 'atitudesIds', number[]>;

/** Picks the competences of each generated cargo from the company's: two conhecimentos, two habilidades, one atitude. */
export async function escolherCompetencias(trx: Db, scope: Scope, semente = 41): Promise<() => Escolhidas> {
  const q = companyQuery(trx, scope);
  const ids = async (tabela: 'conhecimento' | 'habilidade' | 'atitude') => (await q.selectFrom(tabela).select('id').orderBy('id').execute()).map((r) => r.id);
  const [conhecimentos, habilidades, atitudes] = [await ids('conhecimento'), await ids('habilidade'), await ids('atitude')];
  const sorte = sorteador(semente);
  const alguns = (lista: number[], n: number) => [...new Set(Array.from({ length: n }, () => sorte.um(lista)))];
  return () => ({ conhecimentosIds: alguns(conhecimentos, 2), habilidadesIds: alguns(habilidades, 2), atitudesIds: alguns(atitudes, 1) });
}

interface CargoComCompetencias {
  faixaIds: number[];
  competencias: Escolhidas;
}

/** The matrices of the faixas, then the assessments of the talents (`ids` in the order of `talentos`). */
export async function semearCompetencias(
  engine: Engine,
  trx: Db,
  scope: Scope,
  hoje: string,
  cargos: ReadonlyMap<string, CargoComCompetencias>,
  talentos: readonly TalentoDemo[],
  ids: readonly number[],
  semente = 43,
): Promise<void> {
  const sorte = sorteador(semente);
  const niveis = await companyQuery(trx, scope).selectFrom('nivel_competencia').select(['id', 'descricao']).where('descricao', 'in', NIVEIS).execute();
  const nivelId = NIVEIS.map((d) => niveis.find((n) => n.descricao === d)!.id);
  const linhaDe = (tipo: TipoCompetencia, id: number) => ({ tipoCompetencia: tipo, [PROPRIEDADE[tipo]]: { id } });
  const competencias = (c: Escolhidas) => [
    ...c.conhecimentosIds.map((id) => linhaDe('C', id)),
    ...c.habilidadesIds.map((id) => linhaDe('H', id)),
    ...c.atitudesIds.map((id) => linhaDe('A', id)),
  ];

  // One matrix per faixa: the level required grows with the faixa, a step up here and there.
  const faixas = [...cargos.values()].flatMap((cargo) => cargo.faixaIds.map((faixaId, n) => ({ faixaId, n, linhas: competencias(cargo.competencias) })));
  const matrizIds = await engine.entities.insertManyIn(trx, engine.registry.get('configuracaoNivelCompetenciaFaixaSalarial'), scope, faixas.map((f) => ({ ownerId: f.faixaId, data: { data: INICIO } })));
  const exigido = new Map<number, number[]>();
  const linhasDaMatriz = faixas.flatMap((f, m) => {
    const niveisExigidos = f.linhas.map(() => Math.min(3, 1 + f.n + sorte.inteiro(0, 1)));
    exigido.set(f.faixaId, niveisExigidos);
    return f.linhas.map((linha, i) => ({ ownerId: matrizIds[m]!, data: { ...linha, competenciaPeso: sorte.inteiro(1, 3), nivelCompetencia: { id: nivelId[niveisExigidos[i]!] } } }));
  });
  await engine.entities.insertManyIn(trx, engine.registry.get('configuracaoNivelCompetencia'), scope, linhasDaMatriz);

  // Seven in ten active talents assessed once, on a day since their current entry, near the required levels.
  const linhasDaFaixa = new Map(faixas.map((f) => [f.faixaId, f.linhas]));
  const avaliados = talentos.flatMap((talento, n) => {
    if (talento.dataDesligamento || sorte.proximo() >= 0.7) return [];
    const atual = vigenteEm(talento.entradas, hoje)!;
    const desde = [atual.data, INICIO].sort().at(-1)!;
    const data = [shiftDate(hoje, { days: -sorte.inteiro(5, 240) }), desde].sort().at(-1)!;
    const faixaId = cargos.get(talento.cargo.nome)!.faixaIds[atual.faixa]!;
    // Assessed by another talent (the next one listed, of any cargo).
    return [{ colaboradorId: ids[n]!, data, faixaId, avaliadorId: ids[(n + 1 + sorte.inteiro(0, ids.length - 2)) % ids.length]! }];
  });
  const avaliacaoIds = await engine.entities.insertManyIn(
    trx,
    engine.registry.get('configuracaoNivelCompetenciaColaborador'),
    scope,
    avaliados.map((a) => ({ ownerId: a.colaboradorId, data: { data: a.data, faixaSalarial: { id: a.faixaId }, avaliador: { id: a.avaliadorId } } })),
  );
  const itens = avaliados.flatMap((a, k) =>
    linhasDaFaixa.get(a.faixaId)!.map((linha, i) => {
      const requerido = exigido.get(a.faixaId)![i]!;
      const tem = Math.max(0, Math.min(3, requerido + sorte.inteiro(-1, 1)));
      return { ownerId: avaliacaoIds[k]!, data: { ...linha, nivelCompetencia: { id: nivelId[tem] }, nivelExigido: { id: nivelId[requerido] }, peso: tem + 1, pesoExigido: requerido + 1 } };
    }),
  );
  await engine.entities.insertManyIn(trx, engine.registry.get('nivelCompetenciaColaborador'), scope, itens);
}
