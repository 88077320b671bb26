/**
 * "Clonar" a course (spec §7 POST /cursos/{id}/clone-curso): a new course with everything of the
 * original but its classes, named "<nome> (cópia)" — "(cópia 2)", "(cópia 3)"… when that name is
 * taken, since two courses of a company never share a name.
 */
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';

const SEM_REGISTRO = ['id', 'version', 'createdAt', 'updatedAt'];
const NOME_MAX = 100;

/** "<nome> (cópia)", the suffix kept whole within the name's limit. */
export function nomeDaCopia(nome: string, vez: number): string {
  const sufixo = vez === 1 ? ' (cópia)' : ` (cópia ${vez})`;
  return nome.slice(0, NOME_MAX - sufixo.length) + sufixo;
}

async function nomeLivre(trx: Db, scope: Scope, nome: string): Promise<string> {
  for (let vez = 1; ; vez++) {
    const candidato = nomeDaCopia(nome, vez);
    if (!(await companyQuery(trx, scope).selectFrom('curso').select('id').where('nome', '=', candidato).executeTakeFirst())) return candidato;
  }
}

export function registerCloneCurso(engine: Engine): void {
  const curso = engine.registry.get('curso');
  engine.hooks.register(curso.name, {
    async onAction({ trx, scope, action, previous }) {
      if (action !== 'clone-curso') return;
      const copia = Object.fromEntries(Object.entries(previous).filter(([key]) => !SEM_REGISTRO.includes(key)));
      await engine.entities.insertIn(trx, curso, scope, { ...copia, nome: await nomeLivre(trx, scope, String(previous.nome)) });
    },
  });
}
