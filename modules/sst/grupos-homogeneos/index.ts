/** Homogeneous exposure groups (GHE), their dated history and its environmental conditions (issue 17 items 2 and 3). */
import type { Engine } from '../../../server/engine';
import { clonarGrupoHomogeneo } from './clone';
import { registerRegrasCondicao } from './condicoes';
import { registerFinalidade } from './finalidade';
import { registerDatasDosHistoricos } from './historicos';
import { registerTrava } from './trava';

export function registerGruposHomogeneos(engine: Engine): void {
  registerRegrasCondicao(engine);
  registerFinalidade(engine);
  registerDatasDosHistoricos(engine);
  registerTrava(engine);
  engine.hooks.register('grupoHomogeneo', {
    async onAction({ trx, scope, action, body, previous }) {
      if (action === 'clonar') await clonarGrupoHomogeneo(engine, trx, scope, previous, String(body.nome));
    },
  });
}
