/**
 * The report API (spec §7 "Reports"): the declarations a session may generate, and the
 * generation as a job — started by POST, followed by its status, fetched as a file or as
 * preview pages. Every step checks the session: a job is only its owner's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REPORT_FORMATS, type ReportFormat, type ReportMeta, type ReportPreviewPage } from '../../engine/report/api';
import type { ServerModule } from '../server-module';
import { hasAny, requireSession } from '../auth/guard';
import { DeclarationError } from '../../engine/registry/normalize';
import { suggestion } from '../../engine/check/suggest';
import { isProvidedRows, isUnionQuery } from '../../engine/report/query-declaration';
import type { Engine } from '../engine';
import { errors } from '../errors';
import { filterSchemaFor, validateFilter } from './filter';
import { JobStore } from './jobs';
import { declaredQuery, type ReportCode, type ReportQuery, type RowProvider } from './query';
import { contentDisposition, ReportService, type ReportServiceOptions } from './service';

/** How long POST waits before answering "still running": a short report comes back done. */
const SYNC_WAIT_MS = 800;
const MAX_PREVIEW_PAGE = 100;

/**
 * Each declared report gets its compiled query, with the module's code for it if any, and the
 * provider its `rows` names; no code without a report, no provider no report names.
 */
export function reportQueries(engine: Engine, modules: ServerModule[]): Map<string, ReportQuery> {
  const codes = new Map<string, ReportCode>();
  const providers = new Map<string, RowProvider>();
  for (const module of modules) {
    for (const [name, code] of Object.entries(module.reports ?? {})) {
      if (!engine.registry.report(name)) throw new DeclarationError(`modules/${module.name}: código para o relatório "${name}", que não está declarado em schemas/`);
      codes.set(name, code);
    }
    for (const [name, provider] of Object.entries(module.rowProviders ?? {})) {
      if (providers.has(name)) throw new DeclarationError(`modules/${module.name}: o provedor de linhas "${name}" já foi registrado por outro módulo`);
      providers.set(name, provider);
    }
  }
  const named = new Set<string>();
  for (const report of engine.registry.reports) {
    const { query } = report;
    if (isProvidedRows(query)) {
      if (!providers.has(query.rows)) throw new DeclarationError(`${report.source}: query.rows "${query.rows}" não é um provedor de linhas registrado por um módulo${suggestion(query.rows, [...providers.keys()])}`);
      named.add(query.rows);
    }
    // A module's columns and conditions extend one entity's query; elsewhere they would be dropped unseen.
    if (codes.get(report.name)?.extend && (isProvidedRows(query) || isUnionQuery(query))) throw new DeclarationError(`${report.source}: o módulo estende a consulta, mas as linhas não são de uma entidade`);
  }
  for (const name of providers.keys()) {
    if (!named.has(name)) throw new DeclarationError(`o provedor de linhas "${name}" não é usado por nenhum relatório em schemas/`);
  }
  const queries = new Map<string, ReportQuery>();
  for (const report of engine.registry.reports) queries.set(report.name, declaredQuery(report, engine.registry, codes.get(report.name), providers));
  return queries;
}

const pageParam = (value: unknown, fallback: number) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : fallback);

/** The service that generates reports and prints files, with each declared report's query. */
export function createReportService(engine: Engine, modules: ServerModule[], options: ReportServiceOptions): ReportService {
  return new ReportService(engine, reportQueries(engine, modules), options);
}

export function registerReportRoutes(app: FastifyInstance, engine: Engine, service: ReportService): void {
  const internal = (request: FastifyRequest) => requireSession(request, 'interno');
  const jobOf = (request: FastifyRequest) => service.jobs.get(internal(request), (request.params as { id: string }).id);

  app.get('/api/meta/relatorios', { config: { openapi: { summary: 'Relatórios declarados, com o filtro e se a sessão pode gerá-los', response: 'ReportMeta[]' } } }, async (request): Promise<ReportMeta[]> => {
    internal(request);
    // Reports the session may not generate are listed too, so their screen says "Acesso Negado".
    return engine.registry.reports.map(({ source: _source, ...report }) => ({
      ...report,
      filter: filterSchemaFor(report),
      can: { read: hasAny(request.session!, report.authorities) },
    }));
  });

  app.post('/api/relatorios/:nome', { config: { openapi: { summary: 'Gera um relatório (corpo: o filtro; ?formato=pdf|xlsx|visualizar) como tarefa: 200 pronta, 202 em andamento', response: 'ReportJobStatus', status: [200, 202] } } }, async (request, reply) => {
    const report = engine.registry.report((request.params as { nome: string }).nome);
    if (!report) throw errors.notFound();
    const scope = requireSession(request, 'interno', report.authorities);
    const formato = (request.query as { formato?: string }).formato ?? 'pdf';
    if (!REPORT_FORMATS.includes(formato as ReportFormat)) throw errors.badRequest('Formato de relatório inválido.');
    const filter = validateFilter(report, request.body);
    await service.check(report, scope, filter);
    const job = service.start(report, scope, filter, formato as ReportFormat);
    await Promise.race([job.done, new Promise((done) => setTimeout(done, SYNC_WAIT_MS).unref())]);
    return reply.code(job.status === 'EXECUTANDO' ? 202 : 200).send(JobStore.status(job));
  });

  app.get('/api/relatorios/tarefas/:id', { config: { openapi: { summary: 'Situação e progresso de uma geração', response: 'ReportJobStatus' } } }, async (request) => JobStore.status(jobOf(request)));

  app.get('/api/relatorios/tarefas/:id/arquivo', { config: { openapi: { summary: 'O arquivo gerado (PDF ou XLSX)', response: 'arquivo' } } }, async (request, reply) => {
    const file = jobOf(request).file;
    if (!file) throw errors.notFound();
    return reply.header('content-type', file.contentType).header('content-disposition', contentDisposition(file.name)).header('cache-control', 'no-store').send(file.data);
  });

  app.get('/api/relatorios/tarefas/:id/linhas', { config: { openapi: { summary: 'Uma página da visualização', response: 'ReportPreviewPage' } } }, async (request): Promise<ReportPreviewPage> => {
    const preview = jobOf(request).preview;
    if (!preview) throw errors.notFound();
    const query = request.query as { page?: string; size?: string };
    const size = Math.min(MAX_PREVIEW_PAGE, Math.max(1, pageParam(query.size, 15)));
    const start = pageParam(query.page, 0) * size;
    return { colunas: preview.columns, content: preview.lines.slice(start, start + size), totalElements: preview.lines.length, registros: preview.rowCount };
  });
}
