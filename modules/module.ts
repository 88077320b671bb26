/** What a module adds to the generic engine: extra calls and hooks, registered by entity name. */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../server/engine';
import type { ReportQuery } from '../server/reports/query';

export interface ServerModule {
  name: string;
  register?(app: FastifyInstance, engine: Engine): void;
  /** The queries of the module's declared reports, by report name. */
  reports?: Record<string, ReportQuery>;
}
