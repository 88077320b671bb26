/** Reads every declaration under a schemas folder into the registry. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { EntityDeclaration, JsonSchema } from '../engine/declaration';
import type { ReportDeclaration } from '../engine/report/declaration';
import type { DocumentDeclaration } from '../engine/report/document-declaration';
import { Registry } from '../engine/registry/registry';
import { DeclarationError, type SharedDefinitions } from '../engine/registry/normalize';
import { checkFile, DeclarationProblems, locate, type DeclarationKind, type LocatedProblem } from './declarations/check';
import { reportQueryProblems } from './reports/compile-query';

/** Folders that hold shared definitions and data files, not declarations. */
const notDeclarations = new Set(['_shared', 'data']);

/** Reports live in a `relatorios` folder of their module; every other file declares an entity. */
export const REPORTS_FOLDER = 'relatorios';
export const isReportFile = (path: string): boolean => basename(dirname(path)) === REPORTS_FOLDER;
/** Documents (one record printed as a page) live in a `documentos` folder of their module. */
export const DOCUMENTS_FOLDER = 'documentos';
export const isDocumentFile = (path: string): boolean => basename(dirname(path)) === DOCUMENTS_FOLDER;

function walk(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return notDeclarations.has(name) ? [] : walk(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

function readJson(path: string, root: string): unknown {
  return parseJson(path, readFileSync(path, 'utf8'), root);
}

function parseJson(path: string, text: string, root: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DeclarationError(`${relative(root, path)}: JSON inválido — ${(error as Error).message}`);
  }
}

/**
 * Each declaration read and checked (format, schema keywords, the names it uses); every
 * problem of every file is reported at once, one line each.
 */
function readDeclarations<T>(paths: string[], kind: DeclarationKind, root: string, problems: LocatedProblem[]): { declaration: T; source: string; path: string }[] {
  return paths.map((path) => {
    const text = readFileSync(path, 'utf8');
    const declaration = parseJson(path, text, root) as T;
    problems.push(...checkFile(path, kind, text, declaration));
    return { declaration, source: relative(process.cwd(), path), path };
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
}

export function loadSchemas(folder: string): LoadedSchemas {
  const root = resolve(folder);
  const shared: SharedDefinitions = {};
  const sharedFolder = join(root, '_shared');
  try {
    for (const path of walk(sharedFolder)) {
      const document = readJson(path, root) as JsonSchema;
      if (typeof document.$id === 'string') shared[document.$id] = document;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const files = new Map<string, string>();
  const paths = walk(root);
  const problems: LocatedProblem[] = [];
  const declarations = readDeclarations<EntityDeclaration>(paths.filter((path) => !isReportFile(path) && !isDocumentFile(path)), 'entity', root, problems);
  for (const { declaration, path } of declarations) files.set(declaration.name, path);
  const reports = readDeclarations<ReportDeclaration>(paths.filter(isReportFile), 'report', root, problems);
  const documents = readDeclarations<DocumentDeclaration>(paths.filter(isDocumentFile), 'document', root, problems);
  if (problems.length) throw new DeclarationProblems(problems);
  const registry = new Registry(declarations, shared, reports, documents);
  for (const { path } of reports) {
    const text = readFileSync(path, 'utf8');
    const report = registry.report((JSON.parse(text) as ReportDeclaration).name)!;
    problems.push(...locate(path, text, reportQueryProblems(report, registry)));
  }
  if (problems.length) throw new DeclarationProblems(problems);
  const seeds = new Map<string, Record<string, unknown>[]>();
  for (const entity of registry.all()) {
    if (!entity.seed) continue;
    const path = resolve(dirname(files.get(entity.name)!), entity.seed);
    seeds.set(entity.name, readJson(path, root) as Record<string, unknown>[]);
  }
  return { registry, shared, files, seeds, declarations, reports, documents };
}
