/**
 * The company configuration is the part of the `empresa` declaration its screen edits: the
 * properties its form tabs list, plus any other property some entity's rules read (so a key
 * added by a module shows up, under "Outras"). Identity fields (nome, CNPJ) are not in it.
 */
import type { EntityDeclaration, FormUi, JsonSchema } from './declaration';

export interface ConfigurationForm {
  schema: JsonSchema;
  form: FormUi;
}

export function configurationForm(empresa: Pick<EntityDeclaration, 'schema' | 'form'>, readKeys: string[]): ConfigurationForm {
  const properties = (empresa.schema.properties ?? {}) as Record<string, JsonSchema>;
  const tabs = (empresa.form?.tabs ?? []).map((tab) => ({ ...tab, fields: tab.fields.filter((f) => properties[f]) }));
  const listed = new Set(tabs.flatMap((tab) => tab.fields));
  const others = readKeys.filter((key) => properties[key] && !listed.has(key));
  if (others.length) tabs.push({ title: 'Outras', fields: others });
  const names = tabs.flatMap((tab) => tab.fields);
  const required = ((empresa.schema.required as string[] | undefined) ?? []).filter((name) => names.includes(name));
  const fields = Object.fromEntries(Object.entries(empresa.form?.fields ?? {}).filter(([name]) => names.includes(name.split('.')[0]!)));
  return {
    schema: { type: 'object', properties: Object.fromEntries(names.map((name) => [name, properties[name]!])), required, additionalProperties: false },
    form: { tabs, fields },
  };
}
