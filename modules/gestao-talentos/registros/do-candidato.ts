/**
 * A talent made from a hired candidate (its `candidato` set on create, as the "Contratar" prefill
 * does) starts with the candidate's experiences, languages, formations and certificates. Each of the
 * talent's lists takes the candidate's list whose records have the same schema — both declare
 * `curriculo#/$defs/<registro>` —, and only while the form sent it empty: what HR kept or edited in
 * the prefilled form is what is written.
 */
import type { Engine } from '../../../server/engine';
import { childrenOf, type RegisteredEntity } from '../../../engine/registry/registry';
import { referenceId } from '../../../engine/table/reference-id';

type Data = Record<string, unknown>;

/** The talent's list → the candidate's list holding the same records. */
function listasEquivalentes(talento: RegisteredEntity, candidato: RegisteredEntity, engine: Engine): { talento: string; candidato: string; campos: string[] }[] {
  const doCandidato = childrenOf(candidato, engine.registry);
  return childrenOf(talento, engine.registry).flatMap(({ property, child }) => {
    const same = doCandidato.find((c) => JSON.stringify(c.child.schema) === JSON.stringify(child.schema));
    if (!same) return [];
    const campos = Object.entries(child.properties).filter(([, schema]) => !schema.readOnly).map(([name]) => name);
    return [{ talento: property, candidato: same.property, campos }];
  });
}

export function registerRegistrosDoCandidato(engine: Engine): void {
  const talento = engine.registry.get('colaborador');
  const candidato = engine.registry.get('candidato');
  const listas = listasEquivalentes(talento, candidato, engine);
  engine.hooks.register('colaborador', {
    async beforeWrite({ trx, scope, action, data }) {
      const candidatoId = action === 'create' ? referenceId(data?.candidato) : undefined;
      const vazias = listas.filter((lista) => !(data![lista.talento] as unknown[] | undefined)?.length);
      if (!candidatoId || !vazias.length) return;
      const origem = await engine.entities.get(candidato, scope, candidatoId, trx);
      for (const lista of vazias) {
        const itens = (origem[lista.candidato] as Data[] | undefined) ?? [];
        if (itens.length) data![lista.talento] = itens.map((item) => Object.fromEntries(lista.campos.filter((campo) => item[campo] != null).map((campo) => [campo, item[campo]])));
      }
    },
  });
}
