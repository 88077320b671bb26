/**
 * Profiles grant permissions chosen from the tree the declarations make (`GET
 * /api/meta/autoridades`, the same the Perfis screen shows): a name no declaration carries is
 * refused on the field, so a typo never grants nothing silently.
 */
import type { FastifyInstance } from 'fastify';
import { authorityTree } from '../../engine/authority-tree';
import { allAuthorities, shellAuthorities } from '../../server/auth/accounts';
import { requireSession } from '../../server/auth/guard';
import type { Engine } from '../../server/engine';
import { errors } from '../../server/errors';

export const UNKNOWN_AUTHORITY = (name: string) => `Permissão desconhecida: ${name}`;

export function registerPerfil(app: FastifyInstance, engine: Engine): void {
  const { registry } = engine;
  const perfil = registry.get('perfil');
  const known = new Set(allAuthorities(registry));

  app.get('/api/meta/autoridades', { config: { openapi: { summary: 'Árvore das permissões, como o menu', response: 'AuthorityNode[]' } } }, async (request) => {
    requireSession(request, 'interno', perfil.authorities?.read);
    const screens = [
      ...registry.all().map((entity) => ({ ...entity, authorities: [...(entity.authorities?.read ?? []), ...(entity.authorities?.write ?? [])] })),
      ...registry.reports.map((report) => ({ ...report, resource: report.name, authorities: report.authorities ?? [] })),
      ...registry.screens.map((screen) => ({ ...screen, resource: screen.name, authorities: screen.readAuthorities })),
    ];
    return authorityTree(screens, [...known], shellAuthorities);
  });

  engine.hooks.register('perfil', {
    beforeWrite({ action, data }) {
      if (action === 'delete') return;
      const unknown = ((data!.authorities as string[] | undefined) ?? []).filter((name) => !known.has(name));
      if (unknown.length) throw errors.validation([{ field: 'authorities', message: UNKNOWN_AUTHORITY(unknown.join(', ')) }]);
    },
  });
}
