// Worker threads start without the TypeScript loader the main thread runs under: register it, then load the renderer.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
