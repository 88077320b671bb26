/** Links of the candidate portal keep the company in the query (spec §2.4). */

/** `?empresaId=` must be numeric when present. */
export function empresaIdFromSearch(search: string): { empresaId: string | null; invalid: boolean } {
  const value = new URLSearchParams(search).get('empresaId');
  if (value === null || value === '') return { empresaId: null, invalid: false };
  return { empresaId: value, invalid: !/^\d+$/.test(value) };
}

/** `path` with the company kept in the query, as every external link does. */
export function withEmpresaId(path: string, empresaId: string | number | null | undefined): string {
  const id = empresaId === null || empresaId === undefined ? '' : String(empresaId);
  if (!/^\d+$/.test(id)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}empresaId=${id}`;
}
