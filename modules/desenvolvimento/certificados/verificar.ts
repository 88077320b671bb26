/**
 * The public verification of a certificate by the code printed on it (no login, as the
 * portal's pages): `GET /certificado/verificar/{codigo}` is a small page anyone opens from the
 * paper, `GET /api/certificado/verificar/{codigo}` its data. Both rate-limited, as the other
 * public calls; a code names its company, so only that company's certificates are read.
 */
import type { FastifyInstance } from 'fastify';
import { formatDate } from '../../../engine/format/dates';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { AppError } from '../../../server/errors';
import type { CertificadoVerificado } from './certificados.api';
import { empresaDoCodigo } from './codigo';
import { CERTIFICADO_NAO_ENCONTRADO } from './erros';

const PUBLIC_RATE = { max: 30, timeWindow: '1 minute' };

export async function verificarCertificado(engine: Engine, codigo: string): Promise<CertificadoVerificado | undefined> {
  const empresaId = empresaDoCodigo(codigo);
  if (empresaId === undefined) return undefined;
  const scope = { empresaId, usuarioId: null };
  return runInScope(scope, async () => {
    const emitido = await companyQuery(engine.db, scope)
      .selectFrom('certificado_emitido')
      .where('codigo', '=', codigo.trim().toUpperCase())
      .select(['codigo', 'talento', 'titulo', 'data'])
      .executeTakeFirst();
    if (!emitido) return undefined;
    const empresa = await engine.db.selectFrom('empresa').where('id', '=', empresaId).select('nome').executeTakeFirst();
    return { codigo: emitido.codigo ?? '', talento: emitido.talento ?? '', titulo: emitido.titulo ?? '', data: formatDate(emitido.data), empresa: empresa?.nome ?? '' };
  });
}

const escapar = (texto: string) => texto.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function paginaHtml(certificado: CertificadoVerificado | undefined): string {
  const corpo = certificado
    ? `<h1>Certificado válido</h1>
<dl>
<dt>Talento</dt><dd>${escapar(certificado.talento)}</dd>
<dt>Curso ou certificação</dt><dd>${escapar(certificado.titulo)}</dd>
<dt>Data</dt><dd>${escapar(certificado.data)}</dd>
<dt>Empresa</dt><dd>${escapar(certificado.empresa)}</dd>
<dt>Código de verificação</dt><dd>${escapar(certificado.codigo)}</dd>
</dl>`
    : `<h1>${CERTIFICADO_NAO_ENCONTRADO}</h1><p>Confira o código impresso no certificado.</p>`;
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Verificação de certificado</title>
<style>
body{font-family:-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f6f7f9;color:#1c2127;margin:0;padding:48px 16px}
main{max-width:560px;margin:0 auto;background:#fff;border:1px solid #d3d8de;border-radius:4px;padding:24px 32px}
h1{font-size:22px;margin:0 0 16px}dt{font-size:12px;color:#5f6b7c;margin-top:12px}dd{margin:2px 0 0;font-size:16px}
</style></head>
<body><main>${corpo}</main></body></html>`;
}

export function registerVerificacao(app: FastifyInstance, engine: Engine): void {
  app.get<{ Params: { codigo: string } }>(
    '/api/certificado/verificar/:codigo',
    { config: { rateLimit: PUBLIC_RATE, openapi: { summary: 'Confere um certificado pelo código impresso nele (sem login)', response: 'CertificadoVerificado' } } },
    async (request) => {
      const certificado = await verificarCertificado(engine, request.params.codigo);
      if (!certificado) throw new AppError(404, 'CERTIFICADO_NAO_ENCONTRADO', CERTIFICADO_NAO_ENCONTRADO);
      return certificado;
    },
  );
  const pagina = { summary: 'A página de verificação de um certificado, para abrir do papel (HTML, sem login)' };
  app.get<{ Params: { codigo: string } }>('/certificado/verificar/:codigo', { config: { rateLimit: PUBLIC_RATE, openapi: pagina } }, async (request, reply) => {
    const certificado = await verificarCertificado(engine, request.params.codigo);
    return reply.code(certificado ? 200 : 404).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(paginaHtml(certificado));
  });
}
