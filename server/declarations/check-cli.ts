/**
 * `npm run check [pasta]`: the declarations under schemas/ (or the folder given) checked as
 * the start checks them, every problem listed — what an admin runs after editing a file.
 */
import { resolve } from 'node:path';
import { DeclarationError } from '../../engine/registry/normalize';
import { loadSchemas } from '../schemas-loader';

const folder = resolve(process.argv[2] ?? 'schemas');
try {
  const { declarations, reports, documents } = loadSchemas(folder);
  console.log(`Declarações conferidas: ${declarations.length} entidades, ${reports.length} relatórios e ${documents.length} documentos, nenhum problema.`);
} catch (error) {
  if (!(error instanceof DeclarationError)) throw error;
  console.error(error.message);
  process.exit(1);
}
