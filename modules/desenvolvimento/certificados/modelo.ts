/**
 * The certificate model's rules (spec §5): at most 4 logos, images named without spaces and
 * parentheses, logo positions whole points inside the page; a new frame replaces the old one.
 */
import { AppError } from '../../../server/errors';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';
import { LIMITE_LOGOS, MENSAGEM_LIMITE_LOGOS, nomeDaImagem, posicaoInteira } from './pagina';

export const limiteDeLogos = () => new AppError(400, 'LIMITE_LOGOS', MENSAGEM_LIMITE_LOGOS);

export function registerModeloCertificado(engine: Engine): void {
  engine.hooks.register('logoCertificado', {
    async beforeWrite({ trx, scope, action, ownerId, data }) {
      if (action === 'delete') return;
      if (typeof data!.arquivoNome === 'string') data!.arquivoNome = nomeDaImagem(data!.arquivoNome);
      if (data!.posicaoX !== undefined) data!.posicaoX = posicaoInteira(Number(data!.posicaoX), 'x');
      if (data!.posicaoY !== undefined) data!.posicaoY = posicaoInteira(Number(data!.posicaoY), 'y');
      if (action !== 'create' || ownerId === undefined) return;
      // The owner's row is locked by now (the service locks it on create): two uploads cannot both be the 4th.
      const { total } = await companyQuery(trx, scope)
        .selectFrom('logo_certificado')
        .where('owner_id', '=', ownerId)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      if (Number(total) >= LIMITE_LOGOS) throw limiteDeLogos();
    },
  });

  const moldura = () => engine.registry.get('molduraCertificado');
  engine.hooks.register('molduraCertificado', {
    async beforeWrite({ action, data }) {
      if (action !== 'delete' && typeof data!.arquivoNome === 'string') data!.arquivoNome = nomeDaImagem(data!.arquivoNome);
    },
    async afterWrite({ trx, scope, action, id, ownerId }) {
      if (action !== 'create' || ownerId === undefined) return;
      const anteriores = await companyQuery(trx, scope).selectFrom('moldura_certificado').where('owner_id', '=', ownerId).where('id', '<>', id!).select('id').execute();
      for (const { id: anterior } of anteriores) await engine.entities.removeIn(trx, moldura(), scope, anterior, [], ownerId);
    },
  });
}
