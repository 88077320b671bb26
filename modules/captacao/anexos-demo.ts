/** A demo candidate's attached document, so the documents panel shows one on first start. */
import { sql } from 'kysely';
import { fileFieldOf } from '../../engine/file/file-field';
import type { Engine } from '../../server/engine';
import { withUpload } from '../../server/crud/uploads';

const CARTA = `Prezados,

Envio meu currículo para as vagas de Recursos Humanos. Tenho experiência em recrutamento e seleção.

Atenciosamente,
Ana Beatriz Souza
`;

export async function seedDemoAnexos(engine: Engine, empresaId: number): Promise<void> {
  const { rows } = await sql<{ id: number }>`select id from candidato where empresa_id = ${empresaId} and nome = 'Ana Beatriz Souza'`.execute(engine.database.owner);
  if (!rows[0]) return;
  const entity = engine.registry.get('documentoAnexo');
  const scope = { empresaId, usuarioId: 1 };
  await withUpload(engine.db, scope, entity, fileFieldOf(entity)!, { name: 'carta-apresentacao.txt', bytes: Buffer.from(CARTA) }, (stored) =>
    engine.entities.create(entity, scope, { descricao: 'Carta de apresentação', data: '2025-05-12' }, { ...stored, ownerId: rows[0]!.id, values: { ...stored.values, tipo: 'E' } }),
  );
}
