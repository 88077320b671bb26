/** What a module adds to the generic engine: extra calls and hooks, registered by entity name. */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../server/engine';
import type { ReportCode } from '../server/reports/query';

export interface ServerModule {
  name: string;
  register?(app: FastifyInstance, engine: Engine): void;
  /** What code adds to the module's declared report queries, by report name. */
  reports?: Record<string, ReportCode>;
}
