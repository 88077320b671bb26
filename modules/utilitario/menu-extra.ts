/**
 * The company's extra menus (spec 02 §3 "Extra menu and links"): each one a group of the main
 * menu, after the declared screens, holding its links — external, in a new tab when asked.
 * A menu without links shows nothing.
 */
import type { MenuItem } from '../../engine/api-types';
import { companyQuery } from '../../server/db/scoped-query';
import { runInScope } from '../../server/db/tenant-context';
import type { Engine } from '../../server/engine';

export function registerMenuExtra(engine: Engine): void {
  engine.menus.register((scope) =>
    runInScope(scope, async () => {
      const links = await companyQuery(engine.db, scope)
        .selectFrom(['menu_extra as m', 'menu_extra_link as l'])
        .whereRef('l.owner_id', '=', 'm.id')
        .select(['m.id as menu', 'm.nome as grupo', 'l.nome', 'l.url', 'l.nova_aba as novaAba'])
        .orderBy('m.nome')
        .orderBy('m.id')
        .orderBy('l.position')
        .execute();
      const menus = new Map<number, MenuItem & { children: MenuItem[] }>();
      for (const link of links) {
        if (!menus.has(link.menu)) menus.set(link.menu, { label: link.grupo ?? '', children: [] });
        menus.get(link.menu)!.children.push({ label: link.nome ?? '', href: link.url ?? '', newTab: link.novaAba !== false });
      }
      return [...menus.values()];
    }),
  );
}
