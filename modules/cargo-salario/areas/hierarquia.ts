/**
 * Organisational areas as a tree (spec 02 §3, §4): each area's `descricaoHierarquia` is the
 * names from the root down ("Diretoria > RH > Recrutamento"), kept by the server — also for the
 * areas below one renamed or moved; an area is never under itself; the active flag follows the
 * tree (no inactive area above an active one); and "replicar responsáveis" copies an area's
 * responsáveis or co-responsáveis to every area below it.
 */
import { referenceId } from '../../../engine/table/reference-id';
import { filhasPorMae } from '../../../engine/widgets/area-tree';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';

export const SEPARADOR = ' > ';
export const MAE_INVALIDA = 'A área mãe não pode ser a própria área nem uma área abaixo dela.';
export const FILHAS_ATIVAS = 'Não é possível inativar uma área que possui áreas filhas ativas.';
export const MAE_INATIVA = 'Não é possível ativar uma área cuja área mãe está inativa.';

export interface AreaNo {
  id: number;
  nome: string;
  areaMaeId: number | null;
  ativo: boolean;
}

/** Every area of the company: a tree of a few thousand nodes is read whole, and walked in memory. */
export async function areasDaEmpresa(trx: Db, scope: Scope): Promise<AreaNo[]> {
  const rows = await companyQuery(trx, scope).selectFrom('area_organizacional').select(['id', 'nome', 'area_mae_id as areaMaeId', 'ativo']).execute();
  return rows.map((row) => ({ id: row.id, nome: row.nome ?? '', areaMaeId: row.areaMaeId ?? null, ativo: row.ativo !== false }));
}

/** The ids of the areas below `id`, at any depth. */
export function descendentes(areas: AreaNo[], id: number): number[] {
  const filhas = filhasPorMae(areas);
  const found = new Set<number>();
  const stack = (filhas.get(id) ?? []).map((area) => area.id);
  while (stack.length) {
    const next = stack.pop()!;
    if (found.has(next)) continue;
    found.add(next);
    stack.push(...(filhas.get(next) ?? []).map((area) => area.id));
  }
  return [...found];
}

/** "Diretoria > RH > Recrutamento" for each area (a cycle, which writes refuse, stops the walk). */
export function hierarquias(areas: AreaNo[]): Map<number, string> {
  const byId = new Map(areas.map((area) => [area.id, area]));
  const done = new Map<number, string>();
  const of = (area: AreaNo, seen: Set<number>): string => {
    const known = done.get(area.id);
    if (known !== undefined) return known;
    const mae = area.areaMaeId === null ? undefined : byId.get(area.areaMaeId);
    const text = mae && !seen.has(mae.id) ? `${of(mae, new Set([...seen, area.id]))}${SEPARADOR}${area.nome}` : area.nome;
    done.set(area.id, text);
    return text;
  };
  for (const area of areas) of(area, new Set());
  return done;
}

/** The refusal of a write that would break the tree, on its field; none when it keeps it. */
export function recusaNaArvore(areas: AreaNo[], area: AreaNo): { field: string; message: string } | undefined {
  if (area.areaMaeId !== null && (area.areaMaeId === area.id || descendentes(areas, area.id).includes(area.areaMaeId))) return { field: 'areaMae', message: MAE_INVALIDA };
  const mae = areas.find((other) => other.id === area.areaMaeId);
  if (area.ativo && mae && !mae.ativo) return { field: 'ativo', message: MAE_INATIVA };
  const filhasAtivas = areas.some((other) => other.areaMaeId === area.id && other.ativo && other.id !== area.id);
  if (!area.ativo && filhasAtivas) return { field: 'ativo', message: FILHAS_ATIVAS };
  return undefined;
}

export function registerHierarquia(engine: Engine): void {
  engine.hooks.register('areaOrganizacional', {
    async beforeWrite({ trx, scope, action, data, id }) {
      if (action === 'delete') return;
      const areas = await areasDaEmpresa(trx, scope);
      const area: AreaNo = { id: id ?? 0, nome: String(data!.nome ?? ''), areaMaeId: referenceId(data!.areaMae) ?? null, ativo: data!.ativo !== false };
      const recusa = recusaNaArvore(areas, area);
      if (recusa) throw errors.validation([recusa]);
      // The tree as it will be: this area's own description.
      const depois = [...areas.filter((other) => other.id !== area.id), area];
      data!.descricaoHierarquia = hierarquias(depois).get(area.id);
    },
    async afterWrite({ trx, scope, action, id, data }) {
      if (action === 'delete') return;
      const areas = await areasDaEmpresa(trx, scope);
      const abaixo = descendentes(areas, id!);
      if (!abaixo.length) return;
      const company = companyQuery(trx, scope);
      // A derived text, as the faixa's "cargo - faixa": rewritten where a rename or a move changed it.
      const textos = hierarquias(areas);
      const atuais = await company.selectFrom('area_organizacional').select(['id', 'descricao_hierarquia']).where('id', 'in', abaixo).execute();
      for (const atual of atuais) {
        const texto = textos.get(atual.id)!;
        if (atual.descricao_hierarquia !== texto) await company.updateTable('area_organizacional').set({ descricao_hierarquia: texto }).where('id', '=', atual.id).execute();
      }
      for (const [flag, lista] of [
        ['replicarResponsaveisParaAreasFilhas', 'responsaveis'],
        ['replicarCoResponsaveisParaAreasFilhas', 'coResponsaveis'],
      ] as const) {
        if (data![flag] !== true) continue;
        const ids = (data![lista] as number[] | undefined) ?? [];
        for (const filha of abaixo) await engine.entities.changeIn(trx, engine.registry.get('areaOrganizacional'), scope, filha, { [lista]: ids });
      }
    },
  });
}
