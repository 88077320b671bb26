/** A certificate model's images (frame and logos) as data URLs, read from their stored parts in the company's scope. */
import type { Readable } from 'node:stream';
import { fileFieldOf } from '../../../engine/file/file-field';
import { storedFile } from '../../../server/crud/uploads';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';

export interface ImagensDoModelo {
  moldura: string | null;
  logos: { imagem: string; x: number; y: number }[];
}

async function bytes(content: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function dataUrl(engine: Engine, db: Db, scope: Scope, entityName: string, id: number): Promise<string> {
  const entity = engine.registry.get(entityName);
  const file = await storedFile(db, scope, entity, fileFieldOf(entity)!, id);
  return `data:${file.mime};base64,${(await bytes(file.content)).toString('base64')}`;
}

/** The model's frame and logos; none for no model (a plain certificate). */
export async function imagensDoModelo(engine: Engine, db: Db, scope: Scope, modeloId: number | null): Promise<ImagensDoModelo> {
  if (modeloId === null) return { moldura: null, logos: [] };
  const company = companyQuery(db, scope);
  const moldura = await company.selectFrom('moldura_certificado').where('owner_id', '=', modeloId).select('id').orderBy('id', 'desc').executeTakeFirst();
  const logos = await company.selectFrom('logo_certificado').where('owner_id', '=', modeloId).select(['id', 'posicao_x as x', 'posicao_y as y']).orderBy('id').execute();
  return {
    moldura: moldura ? await dataUrl(engine, db, scope, 'molduraCertificado', moldura.id) : null,
    logos: await Promise.all(logos.map(async (l) => ({ imagem: await dataUrl(engine, db, scope, 'logoCertificado', l.id), x: Number(l.x ?? 0), y: Number(l.y ?? 0) }))),
  };
}
