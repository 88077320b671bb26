/**
 * Writes generated/api-routes.ts (engine/codegen/api-routes.ts): the app is built on an empty
 * in-memory database, only to read the routes it registers with their contracts.
 */
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { apiRoutesModule, typeIndex } from '../../engine/codegen/api-routes';
import { apiTypeFiles } from '../../engine/codegen/gen';
import { buildApp } from '../app';
import { configFromEnv } from '../config';

export async function writeApiRoutes(root: string, out: string): Promise<number> {
  const built = await buildApp({ ...configFromEnv({ DATA_DIR: 'memory://' }), demo: false, schemasDir: join(root, 'schemas') });
  try {
    const index = typeIndex([...apiTypeFiles().map((file) => join(root, file)), join(out, 'entities.ts')], root);
    writeFileSync(join(out, 'api-routes.ts'), apiRoutesModule(built.routes, index, relative(root, out)));
    return built.routes.filter((route) => route.doc).length;
  } finally {
    await built.close();
  }
}
