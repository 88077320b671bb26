/**
 * The talento form of a hired candidate, prefilled (task: "hired candidate → talento"): every
 * talento property takes the value of the same-named property of the sources, in order — the
 * person's data from the candidate (its `x-flatten` groups searched too: `pessoal.cpf` fills
 * `cpf`), the job's references from the request (cargo, área, estabelecimento, faixa…; its
 * `sexo` or `escolaridade` are requirements, not the person's). Only what the names cannot say
 * is written by hand.
 */
import type { JsonSchema } from '../../../engine/declaration';

type Data = Record<string, unknown>;

const isReference = (schema: JsonSchema) => typeof schema['x-reference'] === 'string';
const isGroup = (schema: JsonSchema) => typeof schema.properties === 'object' && !isReference(schema);
const filled = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length);

/** The value named `name` in a record, at its top level or inside one of its groups. */
function valueIn(record: Data, name: string): unknown {
  if (filled(record[name])) return record[name];
  for (const value of Object.values(record)) {
    if (value && typeof value === 'object' && !Array.isArray(value) && !('id' in value)) {
      const inner = (value as Data)[name];
      if (filled(inner)) return inner;
    }
  }
  return undefined;
}

/**
 * What the schema's properties (those `accept` takes) find in the sources, first source first;
 * a group is filled from a same-named group.
 */
export function valoresPorNome(schema: JsonSchema, sources: Data[], accept: (property: JsonSchema) => boolean = () => true): Data {
  const draft: Data = {};
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    if (property.readOnly) continue;
    if (isGroup(property)) {
      const groups = sources.map((s) => s[name]).filter((g): g is Data => Boolean(g) && typeof g === 'object');
      const inner = valoresPorNome(property, groups, accept);
      if (Object.keys(inner).length) draft[name] = inner;
      continue;
    }
    if (!accept(property)) continue;
    const found = sources.map((source) => valueIn(source, name)).find(filled);
    if (found !== undefined) draft[name] = found;
  }
  return draft;
}

export interface Contratacao {
  vinculo: Data;
  candidato: Data;
  solicitacao: Data;
}

/** The talento's values: by name from the candidate then the request, and the hire's own. */
export function rascunhoTalento(talento: JsonSchema, { vinculo, candidato, solicitacao }: Contratacao): Data {
  const byName = { ...valoresPorNome(talento, [solicitacao], isReference), ...valoresPorNome(talento, [candidato]) };
  const own: Data = {
    candidato: { id: candidato.id, nome: candidato.nome },
    dataAdmissao: vinculo.dataContratacao,
    // The request's pay, when it shows one (solPessoalExibirSalario), is the talento's salary.
    salario: solicitacao.remuneracao,
  };
  return { ...byName, ...Object.fromEntries(Object.entries(own).filter(([, value]) => filled(value))) };
}
