/**
 * Configuration properties whose options are another declaration's fields, derived rather
 * than listed twice:
 *
 *   "camposObrigatoriosCandidato": { "type": "array", "x-requirableOf": "candidato" }
 *       → items: one option per field of the candidate a company may make required
 *         (optional fields, in groups too, and lists), `pessoal.cpf`-style paths
 *   "campoExtraCandidato": { "type": "object", "x-settingsOf": "candidato.camposExtras" }
 *       → one `{visivel, obrigatorio, titulo}` object per property of that group
 *   "entidade": { "type": "string", "x-entities": true }
 *       → one option per declared entity, titled by its label
 */
import type { JsonSchema } from '../declaration';
import { DeclarationError } from './normalize';

type Lookup = (name: string) => { schema: JsonSchema } | undefined;

const propertiesOf = (schema: JsonSchema) => (schema.properties ?? {}) as Record<string, JsonSchema>;
const requiredOf = (schema: JsonSchema) => new Set((schema.required as string[] | undefined) ?? []);
const titleOf = (schema: JsonSchema, fallback: string) => (typeof schema.title === 'string' ? schema.title : fallback);

/** Fields a configuration may require: not already required, not computed, not configured otherwise. */
function requirable(schema: JsonSchema): { const: string; title: string }[] {
  const options: { const: string; title: string }[] = [];
  const required = requiredOf(schema);
  for (const [name, property] of Object.entries(propertiesOf(schema))) {
    if (property.configFields !== undefined) continue;
    if (property['x-flatten'] === true) {
      const inner = requiredOf(property);
      for (const [key, field] of Object.entries(propertiesOf(property))) {
        if (inner.has(key) || field.readOnly === true || field.type === 'boolean') continue;
        options.push({ const: `${name}.${key}`, title: `${titleOf(property, name)}: ${titleOf(field, key)}` });
      }
      continue;
    }
    if (required.has(name) || property.readOnly === true || property.type === 'boolean') continue;
    options.push({ const: name, title: titleOf(property, name) });
  }
  return options;
}

function settings(group: JsonSchema): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(propertiesOf(group)).map(([key, field]) => [
      key,
      {
        type: 'object',
        title: titleOf(field, key),
        properties: {
          visivel: { type: 'boolean', title: 'Visível', default: false },
          obrigatorio: { type: 'boolean', title: 'Obrigatório', default: false },
          titulo: { type: 'string', title: 'Título', maxLength: 50 },
        },
        additionalProperties: false,
      },
    ]),
  );
}

function target(lookup: Lookup, reference: string, source: string): JsonSchema {
  const [entity = '', ...path] = reference.split('.');
  let schema = lookup(entity)?.schema;
  for (const part of path) schema = schema && propertiesOf(schema)[part];
  if (!schema) throw new DeclarationError(`${source}: "${reference}" não é uma entidade ou grupo declarado`);
  return schema;
}

/** Expands the derived options of every property of `properties` in place. */
export function expandConfigOptions(properties: Record<string, JsonSchema>, lookup: Lookup, source: string, entities: { name: string; label: string }[] = []): void {
  for (const [name, property] of Object.entries(properties)) {
    const requirableOf = property['x-requirableOf'];
    if (typeof requirableOf === 'string') {
      properties[name] = { ...property, uniqueItems: true, items: { type: 'string', oneOf: requirable(target(lookup, requirableOf, source)) } };
    }
    if (property['x-entities'] === true) {
      // The declared entities by label (the audit log's "Cadastro").
      const options = [...entities].sort((a, b) => a.label.localeCompare(b.label, 'pt-BR')).map((e) => ({ const: e.name, title: e.label }));
      properties[name] = { ...property, oneOf: options };
    }
    const settingsOf = property['x-settingsOf'];
    if (typeof settingsOf === 'string') {
      properties[name] = { ...property, properties: settings(target(lookup, settingsOf, source)), additionalProperties: false };
    }
  }
}
