// Worker threads start without the TypeScript loader the main thread runs under: register it, then load the database.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
