/**
 * Declarations checked before the app listens (and by `npm run check`): each file against its
 * format (entity, report, document, screen: generated from the TypeScript types, so an unknown key or
 * an invalid filter operator is refused), each JSON Schema keyword by keyword, and every
 * property name it uses elsewhere. Every problem is reported at once, as
 * `schemas/sst/epi.json:12:5 — …`, naming the key.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import type { EntityDeclaration } from '../../engine/declaration';
import type { ReportDeclaration } from '../../engine/report/declaration';
import { entityNameProblems } from '../../engine/check/entity-names';
import { under, type Problem } from '../../engine/check/problem';
import { schemaKeywordProblems } from '../../engine/check/schema-keywords';
import { suggestion } from '../../engine/check/suggest';
import { DeclarationError, inlineRefs, type SharedDefinitions } from '../../engine/registry/normalize';
import { createAjv } from '../../engine/validation/ajv';

export type DeclarationKind = 'entity' | 'report' | 'document' | 'screen';

const FORMAT_FILES: Record<DeclarationKind, string> = {
  entity: 'declaration.schema.json',
  report: 'report.schema.json',
  document: 'document.schema.json',
  screen: 'screen.schema.json',
};

/** Annotations JSON Schema allows anywhere, which ajv keeps no rule for. */
const ANNOTATIONS = ['title', 'description', 'default', 'examples', 'readOnly', 'writeOnly', 'deprecated', '$schema', '$id', '$defs', 'definitions', '$comment', 'contentMediaType', 'contentEncoding'];

const root = resolve(import.meta.dirname, '../..');

type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
let formats: Record<DeclarationKind, Validate> | undefined;
const formatAjv = new Ajv({ allErrors: true, strict: false, verbose: true });
let definitions: Record<string, unknown> = {};

/** The format validators, from `generated/` (written by `npm run gen`, which start and test run first). */
function formatValidators() {
  if (formats) return formats;
  formats = Object.fromEntries(
    Object.entries(FORMAT_FILES).map(([kind, file]) => {
      const path = join(root, 'generated', file);
      if (!existsSync(path)) throw new Error(`falta generated/${file}: rode npm run gen`);
      const schema = JSON.parse(readFileSync(path, 'utf8')) as { definitions?: Record<string, unknown> };
      definitions = { ...definitions, ...schema.definitions };
      return [kind, formatAjv.compile(schema)];
    }),
  ) as unknown as Record<DeclarationKind, Validate>;
  return formats;
}

const keywordAjv = createAjv();
const knownKeywords = [...Object.keys((keywordAjv as unknown as { RULES: { all: object } }).RULES.all), ...ANNOTATIONS];
const isKnownKeyword = (keyword: string) => ANNOTATIONS.includes(keyword) || keywordAjv.getKeyword(keyword) !== false;

/** One branch of a union, on its own (its references resolved against the formats' definitions). */
const branches = new WeakMap<object, Validate>();
function branchValidator(branch: object): Validate {
  let validate = branches.get(branch);
  if (!validate) branches.set(branch, (validate = formatAjv.compile({ definitions, ...branch })));
  return validate;
}

const pointer = (instancePath: string): (string | number)[] =>
  instancePath ? instancePath.slice(1).split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~')) : [];
const isUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`);
const isUnion = (error: ErrorObject) => error.keyword === 'anyOf' || error.keyword === 'oneOf';

function valueAt(data: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), data);
}

function problemOf(error: ErrorObject): Problem {
  const path = pointer(error.instancePath);
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(error.params.additionalProperty);
      const known = Object.keys((error.parentSchema?.properties ?? {}) as object);
      return { path: [...path, key], message: `chave desconhecida "${key}"${suggestion(key, known)}` };
    }
    case 'required':
      return { path, message: `falta a chave "${String(error.params.missingProperty)}"` };
    case 'enum':
      return { path, message: `valor não aceito; use um destes: ${(error.params.allowedValues as unknown[]).join(', ')}` };
    case 'type': {
      const names: Record<string, string> = { string: 'um texto', array: 'uma lista', object: 'um objeto', number: 'um número', integer: 'um número inteiro', boolean: 'true ou false' };
      return { path, message: `deve ser ${names[String(error.params.type)] ?? String(error.params.type)}` };
    }
    default:
      return { path, message: error.message ?? 'valor inválido' };
  }
}

/**
 * The format's complaints in pt-BR, one per place. A value that fits none of a union's forms
 * (an expression, a condition) is judged by the form it comes closest to: the one with the
 * fewest complaints, which are the ones reported.
 */
function formatProblems(validate: Validate, data: unknown): Problem[] {
  if (validate(data)) return [];
  const errors = validate.errors ?? [];
  const unions = errors.filter(isUnion);
  const outer = unions.filter((u, i) => !unions.some((o, j) => (o.instancePath !== u.instancePath || j < i) && isUnder(u.instancePath, o.instancePath) && o !== u));
  const problems = errors.filter((e) => !isUnion(e) && !outer.some((u) => isUnder(e.instancePath, u.instancePath))).map(problemOf);
  for (const union of outer) {
    const at = pointer(union.instancePath);
    const value = valueAt(data, at);
    let best: Problem[] | undefined;
    let bestScore = Infinity;
    for (const branch of union.schema as object[]) {
      const found = formatProblems(branchValidator(branch), value);
      // A form of another JSON type (a text where an object was written) is the farthest.
      const score = found.some((p) => p.path.length === 0 && p.message.startsWith('deve ser')) ? 1000 + found.length : found.length;
      if (!best || score < bestScore) [best, bestScore] = [found, score];
    }
    problems.push(...under(at, best ?? []));
  }
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.path.join('/')}|${p.message}`;
    return !seen.has(key) && seen.add(key);
  });
}

/**
 * The problems of one declaration's content (positions come later, from its text). Names are checked
 * against the schema with its shared definitions inlined: a schema may be a whole `$ref` (the records
 * a candidate and a talent share, `schemas/_shared/curriculo.json`).
 */
export function declarationProblems(kind: DeclarationKind, data: unknown, shared: SharedDefinitions = {}): Problem[] {
  const format = formatProblems(formatValidators()[kind], data);
  const keywords = (at: string, schema: unknown) => under([at], schemaKeywordProblems(schema, isKnownKeyword, knownKeywords));
  const phases: (() => Problem[])[] =
    kind === 'report'
      ? [() => keywords('filter', (data as ReportDeclaration).filter)]
      : kind === 'entity'
        ? [() => keywords('schema', (data as EntityDeclaration).schema), () => entityNameProblems({ ...(data as EntityDeclaration), schema: inlineRefs((data as EntityDeclaration).schema, shared) as EntityDeclaration['schema'] })]
        : [];
  // All at once; a phase that trips over a shape the format already refused adds nothing.
  return [...format, ...phases.flatMap((phase) => {
    try {
      return phase();
    } catch (error) {
      if (format.length) return [];
      throw error;
    }
  })];
}

/** Where a JSON path points in a file's text (the key, for a key): 1-based line and column. */
export function position(text: string, path: (string | number)[]): { line: number; column: number } {
  const tree = parseTree(text);
  let node: Node | undefined = tree && findNodeAtLocation(tree, path);
  // A key that exists points at the key itself; a missing one at the nearest object that holds it.
  for (let depth = path.length; !node && depth > 0; depth--) node = tree && findNodeAtLocation(tree, path.slice(0, depth - 1));
  const offset = node?.parent?.type === 'property' ? node.parent.offset : (node?.offset ?? 0);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

export interface LocatedProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

/** `schemas/sst/epi.json:12:5 — chave desconhecida "maxlength" — quis dizer "maxLength"?` */
export const describe = (problem: LocatedProblem): string => `${problem.file}:${problem.line}:${problem.column} — ${problem.message}`;

/** Problems of a file placed in its text: line, column and the key's path. */
export function locate(path: string, text: string, problems: Problem[]): LocatedProblem[] {
  return problems.map((problem) => {
    const { line, column } = position(text, problem.path);
    const where = problem.path.length ? `${problem.path.join('.')}: ` : '';
    return { file: relative(process.cwd(), path), line, column, message: `${where}${problem.message}` };
  });
}

/** The problems of a declaration file, located in its text. */
export const checkFile = (path: string, kind: DeclarationKind, text: string, data: unknown, shared: SharedDefinitions = {}): LocatedProblem[] =>
  locate(path, text, declarationProblems(kind, data, shared));

/** The start refused, with every problem found, one per line. */
export class DeclarationProblems extends DeclarationError {
  constructor(readonly problems: LocatedProblem[]) {
    super(`${problems.length === 1 ? 'uma declaração com problema' : `${problems.length} problemas nas declarações`}:\n${problems.map((p) => `  ${describe(p)}`).join('\n')}`);
  }
}
