/**
 * "Clonar" a modelo de entrevista de desligamento (spec 02 §7 Interviews: POST {id}/clone): a new
 * model with the original's questions and their alternatives, titled "<título> (cópia)" — "(cópia 2)",
 * "(cópia 3)"… when that title is taken, as titles are unique per tipo — written in the action's transaction — a failure leaves no half copy. The models are modelos de avaliação
 * (ModelosEntrevista.tsx opens their list filtered by tipo), so the row action is declared there
 * and copies a model of any tipo the same way.
 */
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';

const SEM_REGISTRO = ['id', 'version', 'createdAt', 'updatedAt'];
const semRegistro = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([key]) => !SEM_REGISTRO.includes(key)));

/** "<título> (cópia)", or "(cópia n)" with the first n not among `usados`; the suffix kept whole within the title's limit. */
export function tituloDaCopia(titulo: string, maximo: number, usados: ReadonlySet<string> = new Set()): string {
  for (let n = 1; ; n++) {
    const sufixo = n === 1 ? ' (cópia)' : ` (cópia ${n})`;
    const candidato = titulo.slice(0, maximo - sufixo.length) + sufixo;
    if (!usados.has(candidato)) return candidato;
  }
}

export function registerClonarModelo(engine: Engine): void {
  const modelo = engine.registry.get('modeloAvaliacao');
  const maximo = Number(modelo.properties.titulo!.maxLength);
  engine.hooks.register(modelo.name, {
    async onAction({ trx, scope, action, id }) {
      if (action !== 'clonar') return;
      const original = await engine.entities.get(modelo, scope, id, trx);
      const perguntas = ((original.perguntas ?? []) as Record<string, unknown>[]).map(semRegistro);
      const doTipo = await companyQuery(trx, scope).selectFrom('modelo_avaliacao').select('titulo').where('tipo', '=', original.tipo as string).execute();
      const titulo = tituloDaCopia(String(original.titulo), maximo, new Set(doTipo.map((m) => String(m.titulo))));
      await engine.entities.insertIn(trx, modelo, scope, { ...semRegistro(original), titulo, perguntas });
    },
  });
}
