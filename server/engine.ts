/** What the server's parts share: the registry, the database, the services and the sessions. */
import type { Registry } from '../engine/registry/registry';
import type { AppConfig } from './config';
import type { Database, Db } from './db/database';
import type { HookRegistry } from './crud/hooks';
import type { MenuExtensions } from './auth/menu-extensions';
import type { EntityService } from './crud/service';
import type { SessionStore } from './auth/sessions';
import type { Captcha } from './captcha/captcha';
import type { LoginThrottle } from './auth/login-throttle';
import type { PersonalCopies } from './personal-copies';
import type { Scrubber } from './db/scrub';

export interface Engine {
  config: AppConfig;
  registry: Registry;
  database: Database;
  /** Application queries (tenant-restricted on PostgreSQL). */
  db: Db;
  hooks: HookRegistry;
  /** Main-menu entries modules add for the session's company. */
  menus: MenuExtensions;
  entities: EntityService;
  sessions: SessionStore;
  /** Wrong passwords per account and per client address. */
  loginThrottle: LoginThrottle;
  /** Personal data held outside the database, forgotten with an erased person. */
  personalCopies: PersonalCopies;
  /** Makes the space erased data occupied unreadable (after LGPD erasures). */
  scrubber: Scrubber;
  /** Proof-of-work captcha of the public forms. */
  captcha: Captcha;
  /** What the server signs with (captcha challenges, QR presence links): server/db/installation-secret.ts. */
  secret: string;
  /** Version shown in the menu and in the system parameters. */
  version: string;
}
