/**
 * The permissions a profile may grant, as the menu shows the screens they open: each menu
 * entry (entity or report) with the authorities it declares, under the same groups. A new
 * declaration with an authority appears here by itself; authorities no menu entry carries
 * are listed under "Outras permissões", and so are the named ones (`names`: what the shell itself
 * grants), even when a screen also takes one — a screen that sends a credits request with the
 * assistant's authority does not make using the assistant a part of that screen.
 */
import type { MenuItem } from './api-types';
import type { EntityDeclaration } from './declaration';
import { buildMenu, screenRoute } from './menu';

export interface AuthorityNode {
  label: string;
  /** A screen's authorities (read and write, or the report's). */
  authorities?: string[];
  children?: AuthorityNode[];
}

export const OTHER_AUTHORITIES = 'Outras permissões';

type Screen = Pick<EntityDeclaration, 'menu' | 'route' | 'module' | 'resource'> & { authorities: string[] };

/** `all`: every authority; `names`: what a screenless one is called ("Assistente RH"). */
export function authorityTree(screens: Screen[], all: string[], names: Record<string, string> = {}): AuthorityNode[] {
  const withAuthorities = screens
    .map((screen) => ({ ...screen, authorities: screen.authorities.filter((authority) => !(authority in names)) }))
    .filter((screen) => screen.menu && screen.authorities.length);
  const byRoute = new Map(withAuthorities.map((screen) => [screenRoute(screen), screen.authorities]));
  const convert = (items: MenuItem[]): AuthorityNode[] =>
    items.map((item) => (item.children ? { label: item.label, children: convert(item.children) } : { label: item.label, authorities: [...new Set(byRoute.get(item.path!) ?? [])].sort() }));
  const tree = convert(buildMenu(withAuthorities));
  const placed = new Set(withAuthorities.flatMap((screen) => screen.authorities));
  const others = all.filter((authority) => !placed.has(authority));
  return others.length ? [...tree, { label: OTHER_AUTHORITIES, children: others.map((authority) => ({ label: names[authority] ?? authority, authorities: [authority] })) }] : tree;
}
