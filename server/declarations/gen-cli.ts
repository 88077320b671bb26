/**
 * `npm run gen`: writes what is derived from the sources (engine/codegen/gen.ts) — the
 * declaration formats' and the API's JSON Schemas in generated/, docs/declarations.md, and
 * the entities' TypeScript types when the declarations under schemas/ load as the start
 * loads them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { apiComponents, declarationFormats, declarationSchema, documentDeclarationSchema, entityTypes, reportDeclarationSchema, screenDeclarationSchema } from '../../engine/codegen/gen';
import { declarationDocs } from '../../engine/codegen/declaration-docs';
import { dbTypes } from '../../engine/codegen/db-types';
import { DeclarationError } from '../../engine/registry/normalize';
import type { Registry } from '../../engine/registry/registry';
import { loadSchemas } from '../schemas-loader';
import { writeApiRoutes } from './api-routes-gen';
import { infrastructureTables } from '../db/infrastructure';

const root = resolve(import.meta.dirname, '../..');
const out = join(root, 'generated');

mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'declaration.schema.json'), `${JSON.stringify(declarationSchema(), null, 2)}\n`);
writeFileSync(join(out, 'report.schema.json'), `${JSON.stringify(reportDeclarationSchema(), null, 2)}\n`);
writeFileSync(join(out, 'document.schema.json'), `${JSON.stringify(documentDeclarationSchema(), null, 2)}\n`);
writeFileSync(join(out, 'screen.schema.json'), `${JSON.stringify(screenDeclarationSchema(), null, 2)}\n`);
writeFileSync(join(root, 'docs', 'declarations.md'), declarationDocs(declarationFormats()));
let registry: Registry | undefined;
try {
  registry = loadSchemas(join(root, 'schemas')).registry;
} catch (error) {
  if (!(error instanceof DeclarationError)) throw error;
  // The formats are written: the start (or `npm run check`) lists the problems with them.
  console.error('tipos das entidades não gerados: há problemas nas declarações (npm run check os lista).');
}
if (registry) {
  writeFileSync(join(out, 'entities.ts'), await entityTypes(registry));
  writeFileSync(join(out, 'db.ts'), dbTypes(registry, infrastructureTables));
  console.log(`gerados: declaration.schema.json e tipos de ${registry.all().length} entidades`);
}
// After the entities' types: the API's types may be built on them (a question is the entity's record).
writeFileSync(join(out, 'api.schema.json'), `${JSON.stringify(apiComponents(), null, 2)}\n`);
// Last: the app reads the formats written above when it starts.
if (registry) console.log(`gerado: cliente tipado de ${await writeApiRoutes(root, out)} rotas`);
