/** The main menu, derived from the declarations' `menu` entries: a new schema file adds its entry. */
import type { MenuItem } from './api-types';
import type { EntityDeclaration } from './declaration';

export function screenRoute(entity: Pick<EntityDeclaration, 'route' | 'module' | 'resource'>): string {
  return entity.route ?? `/${entity.module}/${entity.resource}`;
}

interface Node extends MenuItem {
  order: number;
  children?: Node[];
}

/**
 * Builds the nested menu of the screens (entities, reports) a session may open: the modules by
 * name (peers, whatever orders their screens carry), inside them by `menu.order`, then label.
 */
export function buildMenu(entities: Pick<EntityDeclaration, 'menu' | 'route' | 'module' | 'resource'>[]): MenuItem[] {
  const root: Node[] = [];
  for (const entity of entities) {
    if (!entity.menu) continue;
    const { path, order = 0 } = entity.menu;
    let level = root;
    path.forEach((label, index) => {
      const leaf = index === path.length - 1;
      let node = level.find((n) => n.label === label && !n.path);
      if (leaf) {
        level.push({ label, path: screenRoute(entity), order });
        return;
      }
      if (!node) {
        node = { label, order, children: [] };
        level.push(node);
      }
      node.order = Math.min(node.order, order);
      level = node.children!;
    });
  }
  const byLabel = (a: Node, b: Node) => a.label.localeCompare(b.label, 'pt-BR');
  const sort = (nodes: Node[], top = false): MenuItem[] =>
    [...nodes]
      .sort((a, b) => (top ? 0 : a.order - b.order) || byLabel(a, b))
      .map(({ order: _order, children, ...item }) => (children ? { ...item, children: sort(children) } : item));
  return sort(root, true);
}
