/**
 * Before each unit test file (vitest.config.ts `setupFiles`). The unit files share their worker
 * (`isolate: false`): Node, React, Blueprint, happy-dom, Ajv… load once per worker rather than
 * once per file, which was most of the unit project's time. What one file must not see of the
 * files before it is reset here:
 *  - the project's own modules are evaluated anew for each file (vi.resetModules), so a module's
 *    state (the app toaster, caches) starts fresh and a file's vi.mock reaches the modules it
 *    imports even when an earlier file loaded them unmocked;
 *  - the page is emptied: portals, toasts and dialogs an earlier file left in document.body;
 *  - fake timers, stubbed globals and environment variables go back to the real ones.
 * Packages (node_modules) are not reloaded: none of the tests depends on a fresh copy of one.
 */
import { vi } from 'vitest';

vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
if (typeof document !== 'undefined') {
  document.body.replaceChildren();
  document.head.replaceChildren();
}
