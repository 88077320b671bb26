/** Reads every declaration under a schemas folder into the registry. */
import { dirname, resolve } from 'node:path';
import type { EntityDeclaration } from '../engine/declaration';
import type { ReportDeclaration } from '../engine/report/declaration';
import type { DocumentDeclaration } from '../engine/report/document-declaration';
import type { ScreenDeclaration } from '../engine/screen/declaration';
import { Registry } from '../engine/registry/registry';
import type { SharedDefinitions } from '../engine/registry/normalize';
import { readJsonFile, readSchemaFolder, type DeclarationFile } from '../engine/registry/schema-folder';
import { checkFile, DeclarationProblems, locate, type DeclarationKind, type LocatedProblem } from './declarations/check';
import { reportQueryProblems } from './reports/query-problems';

/** Each declaration file checked (format, schema keywords, the names it uses), one problem a line. */
function checkDeclarations<T>(files: DeclarationFile<T>[], kind: DeclarationKind, problems: LocatedProblem[], shared: SharedDefinitions): { declaration: T; source: string; path: string }[] {
  return files.map(({ declaration, source, path, text }) => {
    problems.push(...checkFile(path, kind, text, declaration, shared));
    return { declaration, source, path };
  });
}

export interface LoadedSchemas {
  registry: Registry;
  shared: SharedDefinitions;
  /** Absolute path of each declaration file, by entity name. */
  files: Map<string, string>;
  /** Seed records of global entities, read from their `seed` files. */
  seeds: Map<string, Record<string, unknown>[]>;
  declarations: { declaration: EntityDeclaration; source: string }[];
  reports: { declaration: ReportDeclaration; source: string }[];
  documents: { declaration: DocumentDeclaration; source: string }[];
  screens: { declaration: ScreenDeclaration; source: string }[];
}

/**
 * Every declaration read and checked; every problem of every file is reported at once, then
 * the queries of the reports against the registry.
 */
export function loadSchemas(folder: string): LoadedSchemas {
  const read = readSchemaFolder(folder);
  const { root, shared } = read;
  const problems: LocatedProblem[] = [];
  const declarations = checkDeclarations(read.entities, 'entity', problems, shared);
  const files = new Map<string, string>();
  for (const { declaration, path } of declarations) files.set(declaration.name, path);
  const reports = checkDeclarations(read.reports, 'report', problems, shared);
  const documents = checkDeclarations(read.documents, 'document', problems, shared);
  const screens = checkDeclarations(read.screens, 'screen', problems, shared);
  if (problems.length) throw new DeclarationProblems(problems);
  const registry = new Registry(declarations, shared, reports, documents, screens);
  for (const { path, text } of read.reports) {
    const report = registry.report((JSON.parse(text) as ReportDeclaration).name)!;
    problems.push(...locate(path, text, reportQueryProblems(report, registry)));
  }
  if (problems.length) throw new DeclarationProblems(problems);
  const seeds = new Map<string, Record<string, unknown>[]>();
  for (const entity of registry.all()) {
    if (!entity.seed) continue;
    const path = resolve(dirname(files.get(entity.name)!), entity.seed);
    seeds.set(entity.name, readJsonFile(path, root) as Record<string, unknown>[]);
  }
  return { registry, shared, files, seeds, declarations, reports, documents, screens };
}
