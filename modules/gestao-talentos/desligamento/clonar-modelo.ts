/**
 * "Clonar" a modelo de entrevista de desligamento (spec 02 §7 Interviews: POST {id}/clone): a new
 * model with the original's questions and their alternatives, titled "<título> (cópia)", written in
 * the action's transaction — a failure leaves no half copy. The models are modelos de avaliação
 * (ModelosEntrevista.tsx opens their list filtered by tipo), so the row action is declared there
 * and copies a model of any tipo the same way.
 */
import type { Engine } from '../../../server/engine';

const SEM_REGISTRO = ['id', 'version', 'createdAt', 'updatedAt'];
const semRegistro = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([key]) => !SEM_REGISTRO.includes(key)));

const SUFIXO = ' (cópia)';

/** "<título> (cópia)", the suffix kept whole within the title's limit. */
export function tituloDaCopia(titulo: string, maximo: number): string {
  return titulo.slice(0, maximo - SUFIXO.length) + SUFIXO;
}

export function registerClonarModelo(engine: Engine): void {
  const modelo = engine.registry.get('modeloAvaliacao');
  const maximo = Number(modelo.properties.titulo!.maxLength);
  engine.hooks.register(modelo.name, {
    async onAction({ trx, scope, action, id }) {
      if (action !== 'clonar') return;
      const original = await engine.entities.get(modelo, scope, id, trx);
      const perguntas = ((original.perguntas ?? []) as Record<string, unknown>[]).map(semRegistro);
      await engine.entities.insertIn(trx, modelo, scope, { ...semRegistro(original), titulo: tituloDaCopia(String(original.titulo), maximo), perguntas });
    },
  });
}
