/**
 * Every property an entity declaration names outside its schema — list columns and sorting,
 * filters, form order, tabs, hints and their `visibleWhen`, live checks, unique rules, the
 * conditions of `if`/`then` and of actions — must be one of its properties. A misspelled name
 * would otherwise start cleanly and fail later: a list answering 500, a record never saveable.
 */
import { isDayRange, RELATIVE_DAY } from '../day-range';
import type { DayRange, EntityDeclaration, FieldUi, JsonSchema } from '../declaration';
import type { Problem } from './problem';
import { isServerOwned } from '../table/system-properties';
import { suggestion } from './suggest';
import { OWNER_FIELD } from '../owner-fields';


const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

type Path = (string | number)[];

/** A property name: its head must be a property; inside a group (`pessoal.cpf`, `grupo.*.campo`) the rest is the group's. */
function pathProblem(properties: Record<string, JsonSchema>, name: string, at: Path, what: string): Problem | undefined {
  const [head = '', ...rest] = name.split('.');
  if (isServerOwned(head) && !rest.length) return undefined;
  const schema = properties[head];
  if (!schema) return { path: at, message: `${what} "${head}" não é uma propriedade do schema${suggestion(head, Object.keys(properties))}` };
  let current: JsonSchema | undefined = schema;
  for (const part of rest) {
    // A reference's fields (`cargo.nome`) are the target's: checked with the registry.
    if (typeof current?.['x-reference'] === 'string') return undefined;
    const holder: JsonSchema | undefined = isObject(current?.items) ? (current.items as JsonSchema) : current;
    const inner: Record<string, JsonSchema> | undefined = isObject(holder?.properties) ? (holder.properties as Record<string, JsonSchema>) : undefined;
    if (!inner) return undefined;
    if (part === '*') {
      current = Object.values(inner)[0] as JsonSchema | undefined;
      continue;
    }
    if (!inner[part]) return { path: at, message: `${what} "${name}": "${part}" não existe em "${head}"${suggestion(part, Object.keys(inner))}` };
    current = inner[part];
  }
  return undefined;
}

/** The property names an `if`/`then`/`else` branch reads or requires. */
function branchNames(branch: unknown): { name: string; at: Path }[] {
  if (!isObject(branch)) return [];
  const required = Array.isArray(branch.required) ? branch.required.map((name, i) => ({ name: String(name), at: ['required', i] as Path })) : [];
  const properties = isObject(branch.properties) ? Object.keys(branch.properties).map((name) => ({ name, at: ['properties', name] as Path })) : [];
  return [...required, ...properties];
}

/** A day range needs a date property and bounds written `$hoje`, `$hoje+N` or `$hoje-N`. */
function dayRangeProblem(range: DayRange, schema: JsonSchema | undefined): string | undefined {
  if (schema?.format !== 'date') return 'um intervalo de dias só se aplica a uma propriedade de data (format date)';
  const wrong = Object.values(range).find((term) => typeof term !== 'string' || !RELATIVE_DAY.test(term));
  return wrong === undefined ? undefined : `"${String(wrong)}" não é um dia relativo: use $hoje, $hoje+N ou $hoje-N`;
}

export function entityNameProblems(declaration: EntityDeclaration): Problem[] {
  const properties = (isObject(declaration.schema?.properties) ? declaration.schema.properties : {}) as Record<string, JsonSchema>;
  const problems: Problem[] = [];
  const check = (name: unknown, at: Path, what: string) => {
    if (typeof name !== 'string') return;
    const problem = pathProblem(properties, name, at, what);
    if (problem) problems.push(problem);
  };

  check(declaration.summary, ['summary'], 'summary');
  for (const [name, schema] of Object.entries(properties)) {
    const former = schema?.renamedFrom;
    if (typeof former === 'string' && properties[former]) {
      problems.push({ path: ['schema', 'properties', name, 'renamedFrom'], message: `"${former}" ainda está declarada: renamedFrom nomeia o nome antigo, que sai do arquivo` });
    }
  }
  declaration.list?.columns?.forEach((column, i) => check(typeof column === 'string' ? column : column?.field, ['list', 'columns', i], 'coluna'));
  declaration.list?.sortable?.forEach((name, i) => check(name, ['list', 'sortable', i], 'ordenação'));
  if (typeof declaration.list?.defaultSort === 'string') check(declaration.list.defaultSort.split(',')[0], ['list', 'defaultSort'], 'ordenação');
  declaration.filters?.forEach((filter, i) => {
    if (filter.op === 'match') {
      for (const [option, condition] of Object.entries(filter.match ?? {})) {
        for (const [name, value] of Object.entries(condition ?? {})) {
          check(name, ['filters', i, 'match', option, name], 'filtro');
          const problem = isDayRange(value) ? dayRangeProblem(value, properties[name]) : undefined;
          if (problem) problems.push({ path: ['filters', i, 'match', option, name], message: problem });
        }
      }
    } else if (!filter.schema || filter.field) check(filter.field ?? filter.name, ['filters', i, filter.field ? 'field' : 'name'], 'filtro');
  });
  const form = declaration.form;
  form?.order?.forEach((name, i) => check(name, ['form', 'order', i], 'form.order'));
  form?.tabs?.forEach((tab, t) => tab.fields?.forEach((name, i) => check(name, ['form', 'tabs', t, 'fields', i], 'aba')));
  form?.checks?.forEach((live, c) => {
    live.watch?.forEach((name, i) => check(name, ['form', 'checks', c, 'watch', i], 'checks'));
    check(live.field, ['form', 'checks', c, 'field'], 'checks');
  });
  const required = new Set((declaration.schema?.required as string[] | undefined) ?? []);
  for (const [name, hints] of Object.entries(form?.fields ?? {})) {
    check(name, ['form', 'fields', name], 'form.fields');
    const variants = 'configIf' in hints ? [hints.then, hints.else] : [hints];
    for (const variant of variants as (FieldUi | undefined)[]) {
      for (const sibling of Object.keys(variant?.visibleWhen ?? {})) {
        // `../campo` is the owner's (checked with the registry); only an owned record has one.
        if (sibling.startsWith(OWNER_FIELD) && declaration.owner) continue;
        check(sibling, ['form', 'fields', name, 'visibleWhen', sibling], 'visibleWhen');
      }
      if (variant?.visibleWhen && required.has(name)) {
        problems.push({ path: ['form', 'fields', name, 'visibleWhen'], message: `"${name}" some da tela (visibleWhen) mas é sempre obrigatório: exija-o só na mesma condição (if/then)` });
      }
    }
  }
  declaration.unique?.forEach((rule, r) => rule.fields?.forEach((name, i) => check(name, ['unique', r, 'fields', i], 'unique')));
  const conditions = [declaration.schema, ...((declaration.schema?.allOf as unknown[] | undefined) ?? [])];
  conditions.forEach((rule, r) => {
    if (!isObject(rule)) return;
    const base: Path = r === 0 ? ['schema'] : ['schema', 'allOf', r - 1];
    for (const keyword of ['if', 'then', 'else']) {
      for (const { name, at } of branchNames(rule[keyword])) check(name, [...base, keyword, ...at], keyword);
    }
  });
  declaration.actions?.forEach((action, a) => {
    for (const name of Object.keys(action.set ?? {})) check(name, ['actions', a, 'set', name], 'set');
    action.refusals?.forEach((refusal, r) => {
      for (const name of Object.keys(refusal.when ?? {})) check(name, ['actions', a, 'refusals', r, 'when', name], 'when');
    });
  });
  return problems;
}
