/**
 * Candidate session of the external portal. The portal is a later issue: until then no
 * candidate is ever logged in, which is all the external guards need to be wired.
 */
export interface ExternalSessionState {
  loading: boolean;
  authenticated: boolean;
}

export function useExternalSession(): ExternalSessionState {
  return { loading: false, authenticated: false };
}

/** `?empresaId=` must be numeric when present (spec §2.4). */
export function empresaIdFromSearch(search: string): { empresaId: string | null; invalid: boolean } {
  const value = new URLSearchParams(search).get('empresaId');
  if (value === null || value === '') return { empresaId: null, invalid: false };
  return { empresaId: value, invalid: !/^\d+$/.test(value) };
}

/** `path` with the company kept in the query, as every external link does. */
export function withEmpresaId(path: string, empresaId: string | null): string {
  return empresaId && /^\d+$/.test(empresaId) ? `${path}?empresaId=${empresaId}` : path;
}
