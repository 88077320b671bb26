/**
 * Compiles a declared report query (`query` in the report's file) to one SQL statement — and
 * each part of a `union` to its piece of one (compile-union.ts). Every
 * table it reads is confined to the session's company here — the source in `where`, each
 * joined record in its join, each list's targets in their subquery — so no declaration can
 * forget it; row-level security stands behind as a second wall.
 */
import { sql, type RawBuilder } from 'kysely';
import type { JsonSchema } from '../../engine/declaration';
import type { Registry, RegisteredEntity } from '../../engine/registry/registry';
import type { ReportLayout } from '../../engine/report/declaration';
import type { LatestExpression, LatestOfCondition, ParamValues, PreviousExpression, QueryCondition, QueryExpression, QueryOrder, QueryPart, ReportQueryDeclaration } from '../../engine/report/query-declaration';
import { joinTableName, OWNER_COLUMN } from '../../engine/table/derive';
import { SYSTEM_PROPERTIES } from '../../engine/table/system-properties';
import { snakeCase } from '../../engine/naming';
import { isFlattened, isReferenceList, storedField } from '../../engine/table/stored-fields';
import { today } from '../../engine/validation/brazilian';
import type { Scope } from '../db/tenant-context';
import { matchCondition } from '../crud/select';
import { containsText } from '../db/text-search';
import type { Problem } from '../../engine/check/problem';
import { suggestion } from '../../engine/check/suggest';

type Sql = RawBuilder<unknown>;
type Filter = Record<string, unknown>;

export class QueryDeclarationError extends Error {}

const AGGREGATES = ['count', 'sum', 'avg', 'min', 'max', 'share'] as const;
const TODAY = '$hoje';
const OWNER = '$dono';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the filter form holds these values (unset counts as absent; a list: any of them). */
export function paramsHold(filter: Filter, values: ParamValues): boolean {
  return Object.entries(values).every(([param, wanted]) => (Array.isArray(wanted) ? wanted.includes(filter[param] as never) : filter[param] === wanted));
}

/** Nothing chosen: undefined, null, blank text or an empty list. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** What a path reads: one value per row, or a list of references (read through a subquery). */
type LatestSpec = LatestExpression['latest'];
type PreviousSpec = PreviousExpression['previous'];
type LatestOfSpec = LatestOfCondition['latestOf'];
type ListPath = { kind: 'list'; owner: string; entity: RegisteredEntity; property: string; rest: string };
type Resolved = { kind: 'scalar'; value: Sql; schema?: JsonSchema } | ListPath;

/** Fragments one after the other (none: nothing). */
const spaced = (parts: Sql[]): Sql => (parts.length ? sql.join(parts, sql` `) : sql``);

/** The titles of a closed list's codes, when the property has one. */
function titled(value: Sql, schema: JsonSchema | undefined): Sql {
  const options = (schema?.oneOf ?? []) as JsonSchema[];
  if (!options.length || schema?.type === 'boolean') return value;
  const whens = options.map((o) => sql`when ${value} = ${o.const} then ${String(o.title)}::text`);
  return sql`case ${sql.join(whens, sql` `)} else ${value}::text end`;
}

/** Resolves paths from one entity under one alias, collecting the joins they need. */
export class PathScope {
  readonly joins: Sql[] = [];
  private readonly joined = new Map<string, string>();

  constructor(
    readonly registry: Registry,
    readonly entity: RegisteredEntity,
    readonly alias: string,
    private readonly scope: Scope,
    private readonly names: { next: number },
    /** Records paired with the row (`each`), by the name paths give them. */
    private readonly roots: ReadonlyMap<string, { entity: RegisteredEntity; alias: string }> = new Map(),
  ) {}

  /** A fresh alias for a joined table or subquery: unique in the whole statement. */
  newAlias(prefix: string): string {
    return `${prefix}${this.names.next++}`;
  }

  /** `and <alias>.empresa_id = <company>` for a company's table. */
  confine(entity: RegisteredEntity, alias: string): Sql {
    return entity.scope === 'empresa' ? sql`and ${sql.ref(`${alias}.empresa_id`)} = ${this.scope.empresaId}` : sql``;
  }

  /** A scope inside a subquery (latest, lists): it still reads the records paired with the row. */
  nested(entity: RegisteredEntity, alias: string): PathScope {
    return new PathScope(this.registry, entity, alias, this.scope, this.names, this.roots);
  }

  resolve(path: string): Resolved {
    if (path === TODAY) return { kind: 'scalar', value: sql`${today()}::date`, schema: { type: 'string', format: 'date' } };
    const parts = path.split('.');
    let entity = this.entity;
    let alias = this.alias;
    // A property of the entity read here wins over a paired record of the same name.
    const root = parts[0]! in this.entity.properties ? undefined : this.roots.get(parts[0]!);
    if (root) {
      if (parts.length === 1) return { kind: 'scalar', value: sql.ref(`${root.alias}.id`), schema: { 'x-reference': root.entity.name } };
      ({ entity, alias } = root);
      parts.shift();
    }
    for (let i = 0; i < parts.length; i++) {
      const name = parts[i]!;
      const last = i === parts.length - 1;
      const fail = (why: string) => new QueryDeclarationError(`"${path}": ${why}`);
      if (SYSTEM_PROPERTIES[name] && last) return { kind: 'scalar', value: sql.ref(`${alias}.${snakeCase(name)}`), schema: SYSTEM_PROPERTIES[name] };
      // The column pointing at the next record, and that record's entity.
      let column: string;
      let reference: string;
      if (name === OWNER) {
        if (!entity.owner) throw fail(`${entity.name} não pertence a outro registro`);
        column = `${alias}.${OWNER_COLUMN}`;
        reference = entity.owner;
        if (last) return { kind: 'scalar', value: sql.ref(column), schema: { 'x-reference': reference } };
      } else {
        const schema = entity.properties[name];
        if (!schema) throw fail(`${entity.name} não tem a propriedade "${name}"${suggestion(name, [...Object.keys(entity.properties), ...Object.keys(SYSTEM_PROPERTIES)])}`);
        if (isReferenceList(schema)) return { kind: 'list', owner: alias, entity, property: name, rest: parts.slice(i + 1).join('.') };
        let fieldPath = name;
        if (isFlattened(schema)) {
          if (last) throw fail(`"${name}" é um grupo: indique um campo dele`);
          fieldPath = `${name}.${parts[++i]}`;
        }
        const field = storedField(entity, fieldPath);
        if (!field) throw fail(`"${fieldPath}" de ${entity.name} não é um campo gravado`);
        column = `${alias}.${field.column}`;
        if (i === parts.length - 1) return { kind: 'scalar', value: sql.ref(column), schema: field.schema };
        if (!field.reference) throw fail(`"${fieldPath}" não é uma referência: não há o que ler depois dele`);
        reference = field.reference;
      }
      const target = this.registry.get(reference);
      let targetAlias = this.joined.get(column);
      if (!targetAlias) {
        targetAlias = this.newAlias('j');
        this.joined.set(column, targetAlias);
        this.joins.push(
          sql`left join ${sql.table(target.table)} ${sql.id(targetAlias)} on ${sql.ref(`${targetAlias}.id`)} = ${sql.ref(column)} ${this.confine(target, targetAlias)}`,
        );
      }
      entity = target;
      alias = targetAlias;
    }
    throw new QueryDeclarationError(`"${path}": caminho vazio`);
  }
}

export interface CompileOptions {
  /** Compile every branch, as if each parameter had a value: checks the declaration at start. */
  checkAll?: boolean;
}

/** What a module's code adds to a declared query, in SQL over the source row `t` (already confined to the company). */
export interface QueryExtension {
  /** The select keys declared `{"computed": …}`. */
  columns?: Record<string, Sql>;
  /** Conditions added to the declared ones. */
  where?: Sql[];
}

export class Compiler {
  constructor(
    private readonly filter: Filter,
    private readonly options: CompileOptions,
  ) {}

  /** A value: `display` shows codes as their titles and lists as their targets' names. */
  expression(paths: PathScope, expr: QueryExpression, display: boolean): Sql {
    if (typeof expr === 'string') {
      const resolved = paths.resolve(expr);
      if (resolved.kind === 'scalar') return display ? titled(resolved.value, resolved.schema) : resolved.value;
      return this.listText(paths, resolved);
    }
    if (!isObject(expr)) throw new QueryDeclarationError(`expressão inválida: ${JSON.stringify(expr)}`);
    const e = expr as Record<string, unknown>;
    const sub = (value: unknown, show = display) => this.expression(paths, value as QueryExpression, show);
    if ('text' in e) return sql`${String(e.text)}::text`;
    if ('number' in e) return sql`${Number(e.number)}::numeric`;
    if ('param' in e) return sql`${this.chosen(String(e.param)) ?? null}`;
    if ('date' in e) return sql`(${sub(e.date, false)} at time zone 'America/Sao_Paulo')::date`;
    if ('computed' in e) throw new QueryDeclarationError('"computed" só cabe como coluna do select');
    if ('list' in e) return this.listExpression(paths, e);
    if ('latest' in e) return this.latest(paths, e.latest as LatestSpec);
    if ('previous' in e) return this.previous(paths, e.previous as PreviousSpec);
    if ('concat' in e) return sql`concat(${sql.join((e.concat as QueryExpression[]).map((p) => sub(p, true)))})`;
    if ('coalesce' in e) return sql`coalesce(${sql.join((e.coalesce as QueryExpression[]).map((p) => sub(p)))})`;
    if ('daysBetween' in e) {
      const [from, to] = e.daysBetween as QueryExpression[];
      return sql`(${sub(to, false)}::date - ${sub(from, false)}::date)`;
    }
    if ('yearsBetween' in e) {
      const [from, to] = e.yearsBetween as QueryExpression[];
      return sql`extract(year from age(${sub(to, false)}::date, ${sub(from, false)}::date))::integer`;
    }
    if ('ratio' in e) {
      const [part, whole] = e.ratio as QueryExpression[];
      return sql`(${sub(part, false)})::float / nullif(${sub(whole, false)}, 0)`;
    }
    if ('add' in e) return sql`(${sql.join((e.add as QueryExpression[]).map((p) => sub(p, false)), sql` + `)})`;
    if ('subtract' in e) {
      const [from, less] = e.subtract as QueryExpression[];
      return sql`(${sub(from, false)} - ${sub(less, false)})`;
    }
    if ('multiply' in e) return sql`(${sql.join((e.multiply as QueryExpression[]).map((p) => sub(p, false)), sql` * `)})`;
    if ('year' in e) return sql`extract(year from ${sub(e.year, false)})::integer`;
    if ('plural' in e) {
      const count = sub(e.plural, false);
      return sql`case when ${count} is null then null else concat(${count}, ' ', case when abs(${count}) = 1 then ${String(e.one)}::text else ${String(e.other)}::text end) end`;
    }
    if ('case' in e) {
      const branches = (e.case as { when: QueryCondition; then: QueryExpression }[]).flatMap((branch) => {
        const condition = this.condition(paths, branch.when);
        return [sql`when ${condition ?? sql`true`} then ${sub(branch.then)}`];
      });
      return sql`case ${sql.join(branches, sql` `)} else ${e.else === undefined ? sql`null` : sub(e.else)} end`;
    }
    if ('option' in e) return this.option(paths, String(e.option), e.titles as JsonSchema | undefined, display);
    if ('count' in e) {
      if (e.count === true) return sql`count(*)`;
      const condition = this.condition(paths, e.count as QueryCondition);
      return condition ? sql`count(*) filter (where ${condition})` : sql`count(*)`;
    }
    if ('sum' in e) return sql`sum(${sub(e.sum, false)})`;
    if ('avg' in e) return sql`avg(${sub(e.avg, false)})::float`;
    if ('min' in e) return sql`min(${sub(e.min, false)})`;
    if ('max' in e) return sql`max(${sub(e.max, false)})`;
    if ('share' in e) {
      const aggregate = sub(e.share, false);
      return sql`(${aggregate})::float / nullif(sum(${aggregate}) over (), 0)`;
    }
    throw new QueryDeclarationError(`expressão desconhecida: ${Object.keys(e).join(', ')}`);
  }

  /** A list of references as one text: its targets' values (their summary by default), sorted, joined by ", ". */
  private listText(paths: PathScope, list: ListPath): Sql {
    const { from, value } = this.overList(paths, list, (inner) => this.expression(inner, list.rest || inner.entity.summary, true));
    return sql`(select string_agg(v, ', ' order by v) from (select distinct ${value}::text as v ${from}) l)`;
  }

  private listExpression(paths: PathScope, e: Record<string, unknown>): Sql {
    const resolved = paths.resolve(String(e.list));
    if (resolved.kind !== 'list' || resolved.rest) throw new QueryDeclarationError(`list: "${String(e.list)}" não é uma lista de referências`);
    const { from, value } = this.overList(paths, resolved, (inner) => {
      const shown = this.expression(inner, (e.value ?? inner.entity.summary) as QueryExpression, true);
      return { shown, order: e.orderBy === undefined ? shown : this.expression(inner, String(e.orderBy), false) };
    });
    return sql`(select string_agg(${value.shown}::text, ${String(e.separator ?? ', ')} order by ${value.order}, ${value.shown}) ${from})`;
  }

  /** The latest related record's value: a correlated subquery over the company's records pointing at this row. */
  private latest(paths: PathScope, spec: LatestSpec): Sql {
    const entity = paths.registry.find(spec.from);
    if (!entity) throw new QueryDeclarationError(`latest: entidade desconhecida "${spec.from}"`);
    const via = spec.via === OWNER ? { reference: entity.owner, column: OWNER_COLUMN } : storedField(entity, spec.via);
    if (via?.reference !== paths.entity.name) throw new QueryDeclarationError(`latest: "${spec.via}" de ${entity.name} não é uma referência a ${paths.entity.name}`);
    const alias = paths.newAlias('r');
    const inner = paths.nested(entity, alias);
    const value = this.expression(inner, spec.value, true);
    const by = this.expression(inner, spec.by, false);
    const conditions = [sql`${sql.ref(`${alias}.${via.column}`)} = ${sql.ref(`${paths.alias}.id`)} ${paths.confine(entity, alias)}`];
    if (spec.upTo !== undefined) conditions.push(sql`${by} <= ${this.expression(paths, spec.upTo, false)}`);
    for (const condition of spec.where ?? []) {
      const compiled = this.condition(inner, condition);
      if (compiled) conditions.push(compiled);
    }
    return sql`(select ${value} from ${sql.table(entity.table)} ${sql.id(alias)} ${spaced(inner.joins)}
      where ${sql.join(conditions, sql` and `)} order by ${by} desc nulls last, ${sql.ref(`${alias}.id`)} desc limit 1)`;
  }

  /** Another record of the row's own entity that shares `per` with it (company's only): a scope over it and what ties the two. */
  private sibling(paths: PathScope, per: string | string[]): { inner: PathScope; alias: string; tie: Sql } {
    const alias = paths.newAlias('s');
    const inner = paths.nested(paths.entity, alias);
    // One path keeps `=` (its index serves it); several may hold empty values, equal to each other.
    const equal = (path: string, op: Sql) => sql`${this.expression(inner, path, false)} ${op} ${this.expression(paths, path, false)}`;
    const shared = typeof per === 'string' ? equal(per, sql`=`) : sql.join(per.map((path) => equal(path, sql`is not distinct from`)), sql` and `);
    const tie = sql`${shared} ${paths.confine(paths.entity, alias)}`;
    return { inner, alias, tie };
  }

  /** Whether the sibling comes after the row in the order of `by` (ties: by id). */
  private after(paths: PathScope, inner: PathScope, by: string, flip = false): Sql {
    const [theirs, own] = [this.expression(inner, by, false), this.expression(paths, by, false)];
    const op = sql.raw(flip ? '<' : '>');
    return sql`(${theirs} ${op} ${own} or (${theirs} = ${own} and ${sql.ref(`${inner.alias}.id`)} ${op} ${sql.ref(`${paths.alias}.id`)}))`;
  }

  /** The previous sibling's value: a correlated subquery, the latest of those before the row. */
  private previous(paths: PathScope, spec: PreviousSpec): Sql {
    const { inner, alias, tie } = this.sibling(paths, spec.per);
    const value = this.expression(inner, spec.value, true);
    const before = this.after(paths, inner, spec.by, true);
    const by = this.expression(inner, spec.by, false);
    return sql`(select ${value} from ${sql.table(paths.entity.table)} ${sql.id(alias)} ${spaced(inner.joins)}
      where ${tie} and ${before} order by ${by} desc nulls last, ${sql.ref(`${alias}.id`)} desc limit 1)`;
  }

  /** The row meets `where` and no sibling that also meets it comes after it. */
  private latestOf(paths: PathScope, spec: LatestOfSpec): Sql {
    const own = (spec.where ?? []).flatMap((condition) => this.condition(paths, condition) ?? []);
    const { inner, alias, tie } = this.sibling(paths, spec.per);
    const theirs = (spec.where ?? []).flatMap((condition) => this.condition(inner, condition) ?? []);
    const later = this.after(paths, inner, spec.by);
    const none = sql`not exists (select 1 from ${sql.table(paths.entity.table)} ${sql.id(alias)} ${spaced(inner.joins)}
      where ${sql.join([tie, ...theirs, later], sql` and `)})`;
    return sql`(${sql.join([...own, none], sql` and `)})`;
  }

  /**
   * Reads over the targets of a list of references owned by the outer row: `read` gets a scope
   * for the target and the target's id, and the answer is what it read with the `from … where`
   * that walks the list (the joins its paths needed included).
   */
  private overList<T>(paths: PathScope, list: ListPath, read: (inner: PathScope, targetId: Sql) => T): { from: Sql; value: T } {
    const target = paths.registry.get(String(list.entity.properties[list.property]!['x-reference']));
    const link = paths.newAlias('l');
    const alias = paths.newAlias('x');
    const inner = paths.nested(target, alias);
    const value = read(inner, sql.ref(`${link}.target_id`));
    const from = sql`from ${sql.table(joinTableName(list.entity.table, list.property))} ${sql.id(link)}
      join ${sql.table(target.table)} ${sql.id(alias)} on ${sql.ref(`${alias}.id`)} = ${sql.ref(`${link}.target_id`)} ${paths.confine(target, alias)}
      ${spaced(inner.joins)} where ${sql.ref(`${link}.owner_id`)} = ${sql.ref(`${list.owner}.id`)}`;
    return { from, value };
  }

  /** A condition, or undefined when it chooses everything (a parameter left empty, a `when` not met). */
  condition(paths: PathScope, condition: QueryCondition): Sql | undefined {
    const c = condition as unknown as Record<string, unknown>;
    if (!isObject(c)) throw new QueryDeclarationError(`condição inválida: ${JSON.stringify(condition)}`);
    const check = this.options.checkAll === true;
    if ('all' in c || 'any' in c) {
      const parts = ((c.all ?? c.any) as QueryCondition[]).map((part) => this.condition(paths, part));
      if ('any' in c && !check && parts.some((p) => p === undefined)) return undefined;
      const present = parts.filter((p): p is Sql => p !== undefined);
      if (!present.length) return undefined;
      return sql`(${sql.join(present, 'all' in c ? sql` and ` : sql` or `)})`;
    }
    if ('not' in c) {
      const inner = this.condition(paths, c.not as QueryCondition);
      return inner ? sql`not ${inner}` : undefined;
    }
    if ('paramIs' in c) return paramsHold(this.filter, c.paramIs as ParamValues) ? sql`true` : sql`false`;
    if ('latestOf' in c) return this.latestOf(paths, c.latestOf as LatestOfSpec);
    if (c.when && !check && !paramsHold(this.filter, c.when as ParamValues)) return undefined;
    if ('filter' in c) return this.declaredFilter(paths, c);
    if ('field' in c) return this.comparison(paths, c);
    throw new QueryDeclarationError(`condição desconhecida: ${Object.keys(c).join(', ')}`);
  }

  /** What the user chose in a filter property; a record chosen (`{id, …}`) stands for its id. */
  private chosen(param: string): unknown {
    const value = this.filter[param];
    return isObject(value) && 'id' in value ? value.id : value;
  }

  /** The value a condition compares with: its constant or the user's choice; undefined when left empty. */
  private operand(c: Record<string, unknown>): unknown {
    if (c.param === undefined) return c.value;
    if (Array.isArray(c.param)) return c.param.map((p) => this.chosen(p as string));
    const chosen = this.chosen(c.param as string);
    return this.options.checkAll && isEmpty(chosen) ? null : chosen;
  }

  private option(paths: PathScope, name: string, titles: JsonSchema | undefined, display: boolean): Sql {
    const entity = paths.entity;
    const declared = entity.filters?.find((f) => f.name === name);
    if (declared?.op !== 'match' || !declared.match) throw new QueryDeclarationError(`${entity.name} não declara o filtro "${name}" com op "match"`);
    const whens = Object.entries(declared.match).map(([code, conditions]) => sql`when ${matchCondition(entity, conditions)} then ${code}::text`);
    const code = sql`case ${sql.join(whens, sql` `)} end`;
    return display ? titled(code, titles ?? declared.schema) : code;
  }

  private declaredFilter(paths: PathScope, c: Record<string, unknown>): Sql | undefined {
    const entity = paths.entity;
    const declared = entity.filters?.find((f) => f.name === c.filter);
    if (!declared) throw new QueryDeclarationError(`${entity.name} não declara o filtro "${String(c.filter)}"`);
    const value = this.operand(c);
    if (declared.op === 'match') {
      if (this.options.checkAll) return sql`true`;
      const chosen = declared.match?.[String(value)];
      return chosen ? matchCondition(entity, chosen) : undefined;
    }
    return this.comparison(paths, { field: declared.field ?? declared.name, op: declared.op, value });
  }

  private comparison(paths: PathScope, c: Record<string, unknown>): Sql | undefined {
    const op = String(c.op);
    if (c.to !== undefined) {
      if (!(op in comparators)) throw new QueryDeclarationError(`"to" compara com eq, ne, gt, gte, lt ou lte, não com "${op}"`);
      const left = this.expression(paths, c.field as QueryExpression, false);
      return sql`${left} ${sql.raw(comparators[op]!)} ${this.expression(paths, c.to as QueryExpression, false)}`;
    }
    const value = this.operand(c);
    if (op !== 'isNull' && op !== 'notNull' && !this.options.checkAll) {
      if (op === 'between' ? !Array.isArray(value) || value.every(isEmpty) : isEmpty(value)) return undefined;
    }
    if (typeof c.field === 'string') {
      const resolved = paths.resolve(c.field);
      if (resolved.kind === 'list') return this.listCondition(paths, resolved, op, value);
      return compare(resolved.value, op, value);
    }
    return compare(this.expression(paths, c.field as QueryExpression, false), op, value);
  }

  /** A list holds a condition when any of its targets does (`in` over the list itself: any of the ids chosen). */
  private listCondition(paths: PathScope, list: ListPath, op: string, value: unknown): Sql | undefined {
    const { from, value: holds } = this.overList(paths, list, (inner, targetId) => compare(list.rest ? this.expression(inner, list.rest, false) : targetId, op, value));
    return holds && sql`exists (select 1 ${from} and ${holds})`;
  }
}

const comparators: Record<string, string> = { eq: '=', ne: 'is distinct from', gt: '>', gte: '>=', lt: '<', lte: '<=' };

function compare(left: Sql, op: string, value: unknown): Sql | undefined {
  if (op in comparators) return sql`${left} ${sql.raw(comparators[op]!)} ${value}`;
  switch (op) {
    case 'in':
      return sql`${left} = any(${value})`;
    case 'notIn':
      return sql`not (${left} = any(${value}))`;
    case 'contains':
      return containsText(left, String(value ?? ''));
    case 'isNull':
      return sql`${left} is null`;
    case 'notNull':
      return sql`${left} is not null`;
    case 'between': {
      const [from, to] = Array.isArray(value) ? value : [];
      const bounds = [isEmpty(from) ? undefined : sql`${left} >= ${from}`, isEmpty(to) ? undefined : sql`${left} <= ${to}`].filter((b): b is Sql => !!b);
      return bounds.length ? sql`(${sql.join(bounds, sql` and `)})` : undefined;
    }
  }
  throw new QueryDeclarationError(`operador desconhecido "${op}"`);
}

/** Whether an expression aggregates rows (outside the subqueries of lists). */
export function isAggregate(expr: QueryExpression): boolean {
  if (!isObject(expr) || 'list' in expr || 'latest' in expr || 'previous' in expr) return false;
  if (AGGREGATES.some((name) => name in expr)) return true;
  return Object.values(expr).some((part) =>
    Array.isArray(part) ? part.some((p) => isAggregate(p as QueryExpression) || (isObject(p) && 'then' in p && isAggregate(p.then as QueryExpression))) : isAggregate(part as QueryExpression),
  );
}

/** The entity paired with each row (`each`), under the alias `e`. */
function eachOf(part: QueryPart, registry: Registry): { entity: RegisteredEntity; alias: string; as: string } | undefined {
  if (!part.each) return undefined;
  const entity = registry.find(part.each.entity);
  if (!entity) throw new QueryDeclarationError(`each: entidade desconhecida "${part.each.entity}"${suggestion(part.each.entity, registry.all().map((e) => e.name))}`);
  return { entity, alias: 'e', as: part.each.as };
}

const isComputed = (expr: QueryExpression | undefined) => isObject(expr) && 'computed' in expr;

/** The values of a compiled part, in the order of the keys asked, and what it reads them from. */
export interface CompiledPart {
  /** Resolves further paths (an order) against the part's rows, adding the joins they need. */
  paths: PathScope;
  compiler: Compiler;
  /** One per key asked; empty (`null`) where the part's select does not name it. */
  values: Sql[];
  /** Whether its rows are groups (some value aggregates). */
  aggregated: boolean;
  /** The positions (from 1) of the values a group is made of. */
  grouped: Sql[];
  /** The ids that end the order of record rows: the source's, then the paired record's. */
  ids: Sql[];
  /** `from … where …` with the joins of every path resolved so far: build it last. */
  body(): Sql;
}

/** One entity's part of a report's statement, confined to the session's company: the source in `where`, every join in its `on`. */
export function compilePart(part: QueryPart, keys: string[], registry: Registry, scope: Scope, filter: Filter, extension: QueryExtension = {}): CompiledPart {
  const source = registry.find(part.from);
  if (!source) throw new QueryDeclarationError(`from: entidade desconhecida "${part.from}"`);
  const each = eachOf(part, registry);
  const paths = new PathScope(registry, source, 't', scope, { next: 0 }, each ? new Map([[each.as, each]]) : undefined);
  const compiler = new Compiler(filter, {});
  const computed = (key: string): Sql => {
    const column = extension.columns?.[key];
    if (column) return column;
    throw new QueryDeclarationError(`a coluna "${key}" é computed, mas o módulo não a calcula`);
  };
  const values = keys.map((key) => {
    const expr = part.select[key];
    if (expr === undefined) return sql`null`;
    return isComputed(expr) ? computed(key) : compiler.expression(paths, expr, true);
  });
  for (const key of Object.keys(extension.columns ?? {})) {
    if (!isComputed(part.select[key])) throw new QueryDeclarationError(`o módulo calcula "${key}", que o select não declara como computed`);
  }
  const conditions = [...(source.scope === 'empresa' ? [sql`t.empresa_id = ${scope.empresaId}`] : []), ...(each?.entity.scope === 'empresa' ? [sql`e.empresa_id = ${scope.empresaId}`] : [])];
  for (const condition of part.where ?? []) {
    const compiled = compiler.condition(paths, condition);
    if (compiled) conditions.push(compiled);
  }
  conditions.push(...(extension.where ?? []));
  const aggregates = keys.map((key) => part.select[key] !== undefined && isAggregate(part.select[key]));
  return {
    paths,
    compiler,
    values,
    aggregated: aggregates.some(Boolean),
    grouped: keys.flatMap((key, i) => (aggregates[i] || part.select[key] === undefined ? [] : [sql.raw(String(i + 1))])),
    ids: each ? [sql`t.id`, sql`e.id`] : [sql`t.id`],
    body: () => sql`from ${sql.table(source.table)} t ${each ? sql`cross join ${sql.table(each.entity.table)} e` : sql``} ${spaced(paths.joins)}
      ${conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}`,
  };
}

/** The declared order (default: the grouping column), each entry with its direction. */
export function declaredOrder(orderBy: (string | QueryOrder)[] | undefined, layout: ReportLayout): { by: string; direction: Sql }[] {
  const grouping = layout.groupBy?.field;
  return (orderBy ?? (grouping ? [grouping] : [])).map((o) => {
    const { by, desc } = typeof o === 'string' ? { by: o, desc: false } : o;
    return { by, direction: sql.raw(desc ? 'desc nulls last' : 'asc nulls last') };
  });
}

/** The statement of a report whose rows are one entity's, for this filter, confined to the session's company, at most `limit` rows. */
export function compileReportQuery(
  report: { query: ReportQueryDeclaration; layout: ReportLayout },
  registry: Registry,
  scope: Scope,
  filter: Filter,
  limit: number,
  extension: QueryExtension = {},
): RawBuilder<Record<string, unknown>> {
  const { query } = report;
  const keys = Object.keys(query.select);
  const part = compilePart(query, keys, registry, scope, filter, extension);
  const columns = part.values.map((value, i) => sql`${value} as ${sql.id(keys[i]!)}`);
  const orderParts: Sql[] = [];
  const groupParts = [...part.grouped];
  for (const { by, direction } of declaredOrder(query.orderBy, report.layout)) {
    if (keys.includes(by)) {
      orderParts.push(sql`${sql.id(by)} ${direction}`);
      continue;
    }
    const value = part.compiler.expression(part.paths, by, false);
    orderParts.push(sql`${value} ${direction}`);
    if (part.aggregated) groupParts.push(value);
  }
  if (!part.aggregated) orderParts.push(...part.ids);

  return sql<Record<string, unknown>>`select ${sql.join(columns)}
    ${part.body()}
    ${part.aggregated && groupParts.length ? sql`group by ${sql.join(groupParts)}` : sql``}
    ${orderParts.length ? sql`order by ${sql.join(orderParts)}` : sql``}
    limit ${limit}`;
}

/** Runs a check of the declaration, keeping the problem it finds at its place. */
export type Attempt = (path: (string | number)[], work: () => unknown) => void;

export function attempter(problems: Problem[]): Attempt {
  return (path, work) => {
    try {
      work();
    } catch (error) {
      if (!(error instanceof QueryDeclarationError)) throw error;
      problems.push({ path, message: error.message });
    }
  };
}

/**
 * Every part of an entity's query compiled on its own, as if each parameter had a value (at
 * `at`: its place in the file); `orderBy` paths other than keys too, when given. `computed`
 * values are the module's: skipped, unless `noComputed` says where they may not stand.
 */
export function partProblems(part: QueryPart, at: (string | number)[], registry: Registry, attempt: Attempt, options: { orderBy?: (string | QueryOrder)[]; noComputed?: string } = {}): void {
  const source = registry.find(part.from);
  if (!source) {
    attempt([...at, 'from'], () => {
      throw new QueryDeclarationError(`entidade desconhecida "${part.from}"${suggestion(part.from, registry.all().map((e) => e.name))}`);
    });
    return;
  }
  let each: ReturnType<typeof eachOf>;
  attempt([...at, 'each', 'entity'], () => (each = eachOf(part, registry)));
  const paths = new PathScope(registry, source, 't', { empresaId: 0, usuarioId: null }, { next: 0 }, each ? new Map([[each.as, each]]) : undefined);
  const compiler = new Compiler({}, { checkAll: true });
  const keys = Object.keys(part.select);
  for (const key of keys) {
    const expr = part.select[key]!;
    attempt([...at, 'select', key], () => {
      if (!isComputed(expr)) compiler.expression(paths, expr, true);
      else if (options.noComputed) throw new QueryDeclarationError(options.noComputed);
    });
  }
  (part.where ?? []).forEach((condition, i) => attempt([...at, 'where', i], () => compiler.condition(paths, condition)));
  (options.orderBy ?? []).forEach((order, i) => {
    const by = typeof order === 'string' ? order : order.by;
    if (!keys.includes(by)) attempt([...at, 'orderBy', i], () => compiler.expression(paths, by, false));
  });
}
