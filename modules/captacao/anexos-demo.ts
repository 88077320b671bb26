/** A demo candidate's attached document, so the documents panel shows one on first start. */
import { sql } from 'kysely';
import type { Engine } from '../../server/engine';
import { AnexosService } from './anexos';

const CARTA = `Prezados,

Envio meu currículo para as vagas de Recursos Humanos. Tenho experiência em recrutamento e seleção.

Atenciosamente,
Ana Beatriz Souza
`;

export async function seedDemoAnexos(engine: Engine, empresaId: number): Promise<void> {
  const { rows } = await sql<{ id: number }>`select id from candidato where empresa_id = ${empresaId} and nome = 'Ana Beatriz Souza'`.execute(engine.database.owner);
  if (!rows[0]) return;
  await new AnexosService(engine).create({ empresaId, usuarioId: 1 }, rows[0].id, 'E', { descricao: 'Carta de apresentação', data: '2025-05-12' }, {
    name: 'carta-apresentacao.txt',
    bytes: Buffer.from(CARTA),
  });
}
