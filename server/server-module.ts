/**
 * What a module adds to the generic engine: extra calls and hooks, registered by entity name.
 * The server defines the contract; each module (modules/) fulfils it, and server/app.ts, the
 * one file that lists the modules, hands them to the server.
 */
import type { FastifyInstance } from 'fastify';
import type { Engine } from './engine';
import type { ReportCode, RowProvider } from './reports/query';
import type { ReportService } from './reports/service';

/** What a module may print with the reports' workers and page frame. */
export type Printer = Pick<ReportService, 'renderTree' | 'renderDocument'>;

/** What the demo's generic part leaves for the modules' own demo records. */
export interface DemoSeed {
  /** The demo companies' ids, in the order the demo data numbers them (1, 2…). */
  companyIds: number[];
  /** Each demo company's configuration, by its number in the demo data. */
  configuration: Record<string, Record<string, unknown>>;
}

export interface ServerModule {
  name: string;
  /** Its routes and hooks, in a Fastify context of its own (encapsulated: nothing it adds reaches the others). */
  register?(app: FastifyInstance, engine: Engine, printer: Printer): void;
  /** What code adds to the module's declared report queries, by report name. */
  reports?: Record<string, ReportCode>;
  /** The rows of reports no entity holds, by the name a report's `query.rows` gives. */
  rowProviders?: Record<string, RowProvider>;
  /** The module's demo records that the generic demo data cannot hold (files, answers, settings); after it, in module order. */
  seedDemo?(engine: Engine, demo: DemoSeed): Promise<void>;
}
