/**
 * The organisation chart's search and folding, pure: which areas a text finds (name or a
 * responsável, ignoring case and accents), the areas to open so each found one shows, and the
 * areas folded at first (below the second level: a 2,000-area tree opens readable).
 */
import type { AreaNoOrganograma } from '../../modules/cargo-salario/areas/areas.api';

const normal = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** Every area of the tree, each with the ids of the areas above it. */
export function comAncestrais(raizes: AreaNoOrganograma[]): { area: AreaNoOrganograma; acima: number[] }[] {
  const todas: { area: AreaNoOrganograma; acima: number[] }[] = [];
  const visitar = (area: AreaNoOrganograma, acima: number[]) => {
    todas.push({ area, acima });
    for (const filha of area.filhas) visitar(filha, [...acima, area.id]);
  };
  for (const raiz of raizes) visitar(raiz, []);
  return todas;
}

/** The areas whose name or responsáveis contain `texto`, and the areas to open so they show. */
export function buscar(raizes: AreaNoOrganograma[], texto: string): { achadas: Set<number>; abrir: Set<number> } {
  const procurado = normal(texto.trim());
  const achadas = new Set<number>();
  const abrir = new Set<number>();
  if (!procurado) return { achadas, abrir };
  for (const { area, acima } of comAncestrais(raizes)) {
    const nomes = [area.nome, ...area.responsaveis.map((p) => p.nome), ...area.coResponsaveis.map((p) => p.nome)];
    if (!nomes.some((nome) => normal(nome).includes(procurado))) continue;
    achadas.add(area.id);
    for (const id of acima) abrir.add(id);
  }
  return { achadas, abrir };
}

/** Areas from the second level down that have areas below them: folded when the chart opens. */
export function fechadasAoAbrir(raizes: AreaNoOrganograma[]): Set<number> {
  return new Set(comAncestrais(raizes).filter(({ area, acima }) => acima.length >= 1 && area.filhas.length > 0).map(({ area }) => area.id));
}
