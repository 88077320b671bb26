/** Authority checks (spec §6): a single one, any of a list, or all of a list. */
export interface AuthorityRule {
  any?: string[];
  all?: string[];
}

export function hasAuthority(granted: readonly string[], rule: string | AuthorityRule | undefined): boolean {
  if (rule === undefined) return true;
  const set = new Set(granted);
  if (typeof rule === 'string') return set.has(rule);
  if (rule.all && !rule.all.every((name) => set.has(name))) return false;
  if (rule.any && rule.any.length > 0 && !rule.any.some((name) => set.has(name))) return false;
  return true;
}

export const ROLE_CAD_INFO_PESSOAL = 'ROLE_CAD_INFO_PESSOAL';
export const ROLE_ASSISTENTE_RH = 'ROLE_ASSISTENTE_RH';
