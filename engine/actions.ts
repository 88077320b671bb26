/**
 * Record actions (`actions` of a declaration) as data, judged by one function on both sides:
 * the server refuses a transition with the message of the first refusal that applies, and
 * the screens offer an action only while none does.
 */
import { inDayRange, isDayRange } from './day-range';
import type { BulkActionOutcome } from './api-types';
import type { ActionDeclaration, ActionRefusal, RecordCondition } from './declaration';
import type { CompanyConfig } from './validation/config-conditions';
import { valueAtPath } from './table/stored-fields';

/** A missing or null value matches `null`; a reference `{id}` matches its id. */
function valueOf(record: Record<string, unknown>, property: string): unknown {
  const value = record[property];
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id;
  return value ?? null;
}

export function matchesCondition(record: Record<string, unknown>, condition: RecordCondition): boolean {
  return Object.entries(condition).every(([property, expected]) => {
    if (expected === null || typeof expected !== 'object') return valueOf(record, property) === expected;
    return isDayRange(expected) ? inDayRange(valueOf(record, property), expected) : valueOf(record, property) !== expected.not;
  });
}

function configMatches(config: CompanyConfig, wanted: ActionRefusal['config']): boolean {
  return Object.entries(wanted ?? {}).every(([key, expected]) => (config[key] ?? false) === expected);
}

/** The refusal that applies to this record under this configuration, if any. */
export function refusalOf(action: Pick<ActionDeclaration, 'refusals'>, record: Record<string, unknown>, config: CompanyConfig): ActionRefusal | undefined {
  return action.refusals?.find((refusal) => matchesCondition(record, refusal.when) && configMatches(config, refusal.config));
}

const ROUTE_FIELD = /\{([\w.]+)\}/g;

/** A screen route of an action (`open`, `next.open`) with the record's values: `{id}`, or a reference's `{modelo.id}`. */
export function fillRoute(template: string, record: Record<string, unknown>): string {
  return template.replace(ROUTE_FIELD, (_, path: string) => encodeURIComponent(String(valueAtPath(record, path) ?? '')));
}

/** The record's properties a route template reads (a list asks for them with its columns). */
export function routeFields(template: string): string[] {
  return [...template.matchAll(ROUTE_FIELD)].map(([, path]) => path!.split('.')[0]!);
}

export function refusalConfigKeys(actions: ActionDeclaration[] | undefined): string[] {
  return (actions ?? []).flatMap((action) => (action.refusals ?? []).flatMap((refusal) => Object.keys(refusal.config ?? {})));
}

export interface ActionContext {
  body: Record<string, unknown>;
  /** Today as `yyyy-mm-dd` in the company's time zone. */
  today: string;
  userName: string;
}

/** The values `set` writes, its `$` expressions resolved. */
export function actionChanges(action: Pick<ActionDeclaration, 'set'>, context: ActionContext): Record<string, unknown> {
  const resolve = (value: unknown): unknown => {
    if (typeof value !== 'string' || !value.startsWith('$')) return value;
    if (value === '$hoje') return context.today;
    if (value === '$usuario') return context.userName;
    if (value.startsWith('$body.')) return context.body[value.slice('$body.'.length)] ?? null;
    throw new Error(`expressão desconhecida em set: ${value}`);
  };
  return Object.fromEntries(Object.entries(action.set ?? {}).map(([property, value]) => [property, resolve(value)]));
}

export const ACTION_DONE_MESSAGE = 'Operação realizada com sucesso.';

/** "1 registro", "3 registros". */
export const recordCount = (n: number) => `${n} ${n === 1 ? 'registro' : 'registros'}`;

/** The toast after a bulk action: how many it was done to, and each distinct reason of the refused ones. */
export function bulkOutcomeMessage(action: Pick<ActionDeclaration, 'label'>, outcomes: readonly BulkActionOutcome[]): { ok: boolean; message: string } {
  const done = outcomes.filter((outcome) => outcome.ok).length;
  const refused = outcomes.filter((outcome) => !outcome.ok);
  if (!refused.length) return { ok: true, message: `${action.label}: feito em ${recordCount(done)}.` };
  const reasons = [...new Set(refused.map((outcome) => outcome.message ?? ''))].filter(Boolean).join(' ');
  return { ok: false, message: `${action.label}: feito em ${done} de ${recordCount(outcomes.length)}; ${refused.length} ${refused.length === 1 ? 'recusado' : 'recusados'}. ${reasons}`.trim() };
}
