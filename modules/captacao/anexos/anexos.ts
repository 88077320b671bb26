/**
 * A candidate's attached documents (spec §7 "Attached documents"). The engine serves them from
 * their declaration (`documento-anexo.json`: a child of the candidate with a file field) to HR,
 * under `/api/candidatos/{id}/documentos-anexos`. This mounts the same routes for the candidate
 * on their own record in the portal (`/api/externo/...`), where what they upload is marked "E"
 * and limited: a self-registered account must not fill the server's disk.
 *
 * The bytes live in the database (in parts), not in files: the upload and its description
 * commit or fail together, row-level security guards them like any record, a backup holds
 * them, and removing a candidate (LGPD) removes them in the same transaction, leaving no
 * orphan file behind. The size limit (`UPLOAD_MAX_MB`) keeps the rows small.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession } from '../../../server/auth/guard';
import { registerOwnedRoutes } from '../../../server/crud/owned-routes';
import { recordId } from '../../../server/crud/path-id';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';

/** A person attaches a few documents a minute; a script sends hundreds. */
const UPLOADS_PER_MINUTE = 10;

export interface UploadQuota {
  maxFiles: number;
  maxTotalMb: number;
}

/**
 * Why one more file of `size` bytes would exceed a candidate's quota (what they have stored:
 * `count` files, `bytes` in all), or undefined when it fits.
 */
export function quotaRefusal(stored: { count: number; bytes: number }, size: number, quota: UploadQuota): string | undefined {
  if (stored.count >= quota.maxFiles) return `Limite de ${quota.maxFiles} documentos anexos atingido. Remova um documento para enviar outro.`;
  if (stored.bytes + size > quota.maxTotalMb * 1024 * 1024) return `Os documentos anexos somariam mais de ${quota.maxTotalMb} MB. Remova um documento para enviar outro.`;
  return undefined;
}

/** The candidate's own session, for their own record only: another candidate's id is not found. */
export function ownCandidate(request: FastifyRequest): Scope {
  const scope = requireSession(request, 'candidato');
  const candidatoId = recordId(request, (request.params as { candidatoId?: string }).candidatoId === undefined ? 'id' : 'candidatoId');
  if (request.session!.usuarioId !== candidatoId) throw errors.notFound();
  return scope;
}

/**
 * Refuses a file beyond the quota of what the candidate uploaded themselves (the one it
 * replaces aside). The engine locked the candidate's row first on create, so uploads sent at
 * once are counted one after the other.
 */
async function checkQuota(trx: Db, scope: Scope, candidatoId: number, data: Record<string, unknown>, quota: UploadQuota, replaced?: number): Promise<void> {
  const size = data.arquivoTamanho as number | undefined;
  if (size === undefined) return;
  const stored = await companyQuery(trx, scope)
    .selectFrom('documento_anexo')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.coalesce(eb.fn.sum<string>('arquivo_tamanho'), eb.lit(0)).as('bytes')])
    .where('owner_id', '=', candidatoId)
    .where('tipo', '=', 'E')
    .where('id', '<>', replaced ?? 0)
    .executeTakeFirstOrThrow();
  const refusal = quotaRefusal({ count: Number(stored.count), bytes: Number(stored.bytes) }, size, quota);
  if (refusal) throw errors.validation([{ field: 'arquivo', message: refusal }]);
}

export function registerAnexos(app: FastifyInstance, engine: Engine): void {
  const quota = { maxFiles: engine.config.uploadMaxFiles, maxTotalMb: engine.config.uploadMaxTotalMb };
  registerOwnedRoutes(app, engine, engine.registry.get('documentoAnexo'), {
    base: '/api/externo/candidatos/:candidatoId/documentos-anexos',
    read: ownCandidate,
    write: ownCandidate,
    created: { tipo: 'E' },
    before: (trx, scope, candidatoId, data, replaced) => checkQuota(trx, scope, candidatoId, data, quota, replaced),
    createsPerMinute: UPLOADS_PER_MINUTE,
  });
}
