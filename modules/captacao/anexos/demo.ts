/** A demo candidate's attached document, so the documents panel shows one on first start. */
import { fileFieldOf } from '../../../engine/file/file-field';
import type { Engine } from '../../../server/engine';
import { withUpload } from '../../../server/crud/uploads';
import { companyQuery } from '../../../server/db/scoped-query';

const CARTA = `Prezados,

Envio meu currículo para as vagas de Recursos Humanos. Tenho experiência em recrutamento e seleção.

Atenciosamente,
Ana Beatriz Souza
`;

export async function seedDemoAnexos(engine: Engine, empresaId: number): Promise<void> {
  const scope = { empresaId, usuarioId: 1 };
  const candidato = await companyQuery(engine.database.owner, scope).selectFrom('candidato').select('id').where('nome', '=', 'Ana Beatriz Souza').executeTakeFirst();
  if (!candidato) return;
  const entity = engine.registry.get('documentoAnexo');
  await withUpload(engine.db, scope, entity, fileFieldOf(entity)!, { name: 'carta-apresentacao.txt', bytes: Buffer.from(CARTA) }, (stored) =>
    engine.entities.create(entity, scope, { descricao: 'Carta de apresentação', data: '2025-05-12' }, { ...stored, ownerId: candidato.id, values: { ...stored.values, tipo: 'E' } }),
  );
}
