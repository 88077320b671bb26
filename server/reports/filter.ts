/**
 * A report's filter, validated like an entity body: the declared schema with today's
 * relative defaults, the shared ajv setup and the same pt-BR field messages.
 */
import type { ValidateFunction } from 'ajv';
import type { JsonSchema } from '../../engine/declaration';
import { withRelativeDefaults } from '../../engine/report/defaults';
import type { RegisteredReport } from '../../engine/report/registry';
import { createAjv } from '../../engine/validation/ajv';
import { today } from '../../engine/validation/brazilian';
import { toFieldErrors } from '../../engine/validation/messages';
import { dropNulls } from '../crud/validators';
import { invalidText } from '../crud/text-guard';
import { errors } from '../errors';

const ajv = createAjv();

/** The filter schema for today; the browser gets this very object from the meta route. */
export function filterSchemaFor(report: Pick<RegisteredReport, 'filter' | 'relativeDefaults'>, day: string = today()): JsonSchema {
  return withRelativeDefaults(report.filter, report.relativeDefaults, day);
}

/** Compiled once per report and day (the relative defaults move at midnight). */
const compiled = new WeakMap<RegisteredReport, { day: string; validate: ValidateFunction }>();

function validatorFor(report: RegisteredReport): ValidateFunction {
  const day = today();
  const cached = compiled.get(report);
  if (cached?.day === day) return cached.validate;
  const validate = ajv.compile(filterSchemaFor(report, day));
  compiled.set(report, { day, validate });
  return validate;
}

/**
 * The filter's absent values given their defaults before validating: ajv fills them while it
 * checks `properties`, after an `if` on the same value ("areasIds when filtrarPor is 1") has
 * already judged it absent.
 */
function withDefaults(data: Record<string, unknown>, schema: JsonSchema): Record<string, unknown> {
  const filled = { ...data };
  for (const [name, property] of Object.entries(schema.properties as Record<string, JsonSchema>)) {
    if (filled[name] === undefined && property.default !== undefined) filled[name] = structuredClone(property.default);
  }
  return filled;
}

export function validateFilter(report: RegisteredReport, body: unknown): Record<string, unknown> {
  const given = body === undefined || body === null ? {} : body;
  if (typeof given !== 'object' || Array.isArray(given)) throw errors.badRequest('Corpo da requisição inválido.');
  const unstorable = invalidText(given);
  if (unstorable.length) throw errors.validation(unstorable);
  const data = withDefaults(dropNulls(given) as Record<string, unknown>, filterSchemaFor(report));
  const validate = validatorFor(report);
  if (!validate(data)) throw errors.validation(toFieldErrors(validate.errors, report.filter));
  return data;
}
