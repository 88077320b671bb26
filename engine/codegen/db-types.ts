/**
 * The Kysely `DB` interface of the database (generated/db.ts, written by `npm run gen`): one
 * interface per table the engine derives from the declarations — with their join tables —
 * and per table the caller adds (the server's own), columns named and typed as the migration
 * creates them, so a query that names a column no declaration has does not compile.
 */
import type { Registry } from '../registry/registry';
import { declaredTables } from '../table/declared-tables';
import type { ColumnDefinition, SqlType, TableDefinition } from '../table/derive';

/** As the server reads each type back (server/db/type-parsers.ts: numbers, dates as text). */
const valueTypes: Record<SqlType, string> = {
  integer: 'number',
  bigint: 'number',
  numeric: 'number',
  text: 'string',
  boolean: 'boolean',
  date: 'string',
  'timestamp with time zone': 'Timestamp',
  jsonb: 'Json',
  bytea: 'Uint8Array',
};

const HEADER = `/* Gerado por \`npm run gen\` (engine/codegen/db-types.ts) a partir de schemas/: não edite. */
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

/** A moment: read as ISO 8601 text, written as text or Date. */
export type Timestamp = ColumnType<string, string | Date, string | Date>;
/** A moment the database sets by default (Kysely's \`Generated\` does not take a ColumnType). */
export type GeneratedTimestamp = ColumnType<string, string | Date | undefined, string | Date>;
/** jsonb: read parsed, written as JSON text. */
export type Json = ColumnType<unknown, string, string>;
`;

/** The columns migrate.ts creates \`not null\` with a default, or that the database fills itself. */
function columnType(column: ColumnDefinition): string {
  if (column.searchOf) return 'GeneratedAlways<string | null>';
  const value = valueTypes[column.type];
  switch (column.name) {
    case 'id':
    case 'version':
      return `Generated<${value}>`;
    case 'created_at':
    case 'updated_at':
      return 'GeneratedTimestamp';
    case 'empresa_id':
      return value;
    default:
      // Declared columns are nullable in the database: `required` is checked by the service, and rows older than the rule may lack the value.
      return `${value} | null`;
  }
}

/** `candidato__areas_interesse` → `Candidato_AreasInteresseTable`. */
export const interfaceName = (table: string): string =>
  `${table
    .split('__')
    .map((part) => part.split('_').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(''))
    .join('_')}Table`;

function tableInterface(name: string, columns: string[][]): string {
  return `export interface ${interfaceName(name)} {\n${columns.map(([column, type]) => `  ${column}: ${type};\n`).join('')}}\n`;
}

/** A join table as migrate.ts creates it for a list of references. */
const joinColumns = [
  ['owner_id', 'number'],
  ['target_id', 'number'],
  ['position', 'Generated<number>'],
];

export function dbTypes(registry: Registry, serverTables: TableDefinition[]): string {
  const tables = [...declaredTables(registry), ...serverTables];
  const interfaces: string[] = [];
  const names: string[] = [];
  for (const table of tables) {
    interfaces.push(tableInterface(table.name, table.columns.map((column) => [column.name, columnType(column)])));
    names.push(table.name);
    for (const join of table.joins) {
      interfaces.push(tableInterface(join.name, joinColumns));
      names.push(join.name);
    }
  }
  const companyTables = tables.filter((table) => table.tenant).map((table) => `'${table.name}'`);
  return [
    HEADER,
    ...interfaces,
    `export interface DB {\n${names.map((name) => `  ${name}: ${interfaceName(name)};\n`).join('')}}\n`,
    `/** Tables whose rows belong to one company (empresa_id, guarded by row-level security). */\nexport type CompanyTable = ${companyTables.join(' | ') || 'never'};\n`,
  ].join('\n');
}
