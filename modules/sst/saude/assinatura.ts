/**
 * A contract keeps one signature image: a second upload is refused until the current one is
 * removed (the screen offers "Remover assinatura" before a new one). The contract's row is
 * locked so two uploads at once cannot both pass.
 */
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';
import { errosSaude } from './erros';

export function registerAssinaturaDoContrato(engine: Engine): void {
  engine.hooks.register('assinaturaContrato', {
    async beforeWrite({ trx, scope, action, ownerId }) {
      if (action !== 'create' || ownerId === undefined) return;
      const company = companyQuery(trx, scope);
      await company.selectFrom('contrato_profissional').select('id').where('id', '=', ownerId).forUpdate().executeTakeFirst();
      const atual = await company.selectFrom('assinatura_contrato').select('id').where('owner_id', '=', ownerId).limit(1).executeTakeFirst();
      if (atual) throw errosSaude.assinaturaJaEnviada();
    },
  });
}
