/**
 * Choosing organisational areas in their tree (spec 02 §5): marking an area marks its active
 * areas below it and unmarking unmarks them; an area under a marked one cannot be changed alone
 * ("Uma área superior na hierarquia já foi marcada"). Pure, so the widget, the server's tree calls and
 * their tests share it.
 */
export const AREA_SUPERIOR_MARCADA = 'Uma área superior na hierarquia já foi marcada';

export interface AreaDaArvore {
  id: number;
  nome: string;
  areaMaeId: number | null;
  ativo: boolean;
}

/** The areas directly under each area (`null`: the roots, and areas whose mother is not in the list). */
export function filhasPorMae<T extends Pick<AreaDaArvore, 'id' | 'nome' | 'areaMaeId'>>(areas: T[]): Map<number | null, T[]> {
  const ids = new Set(areas.map((area) => area.id));
  const map = new Map<number | null, T[]>();
  for (const area of areas) {
    const mae = area.areaMaeId !== null && ids.has(area.areaMaeId) ? area.areaMaeId : null;
    map.set(mae, [...(map.get(mae) ?? []), area]);
  }
  for (const filhas of map.values()) filhas.sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  return map;
}

/** The active areas below `id`, at any depth (an inactive one stops its branch). */
function ativasAbaixo(filhas: Map<number | null, AreaDaArvore[]>, id: number): number[] {
  return (filhas.get(id) ?? []).filter((area) => area.ativo).flatMap((area) => [area.id, ...ativasAbaixo(filhas, area.id)]);
}

/** The selection after (un)marking `id`: with its active areas below. */
export function marcarArea(areas: AreaDaArvore[], selecionadas: number[], id: number, marcada: boolean): number[] {
  const afetadas = new Set([id, ...ativasAbaixo(filhasPorMae(areas), id)]);
  const resto = selecionadas.filter((area) => !afetadas.has(area));
  return marcada ? [...resto, ...afetadas] : resto;
}

/** Whether an area above `id` is marked: then `id` follows it and is not changed alone. */
export function superiorMarcada(areas: AreaDaArvore[], selecionadas: number[], id: number): boolean {
  const byId = new Map(areas.map((area) => [area.id, area]));
  const marcadas = new Set(selecionadas);
  const vistas = new Set<number>();
  for (let mae = byId.get(id)?.areaMaeId ?? null; mae !== null && !vistas.has(mae); mae = byId.get(mae)?.areaMaeId ?? null) {
    if (marcadas.has(mae)) return true;
    vistas.add(mae);
  }
  return false;
}
