/** Starts the server: API and web app on PORT (default 3000), embedded database by default. */
import { configFromEnv } from './config';
import { openConfiguredDatabase } from './db/database';
import { StorageError } from './db/storage-check';
import { DeclarationError } from '../engine/registry/normalize';

const config = configFromEnv();
// The embedded database opens in its own thread while the rest of the server is loaded.
const opening = openConfiguredDatabase(config);
opening.catch(() => undefined); // its failure is reported by buildApp, below

async function start() {
  try {
    const { buildApp } = await import('./app');
    const built = await buildApp(config, opening);
    for (const notice of built.notices) console.warn(`Aviso: ${notice}`);
    const address = await built.app.listen({ port: config.port, host: config.host });
    // Since the process started (a restart with nothing to build is measured here).
    console.log(`RH ouvindo em ${address} — pronto em ${(performance.now() / 1000).toFixed(1)} s`);
    return built;
  } catch (error) {
    // Storage that cannot hold the data, or declarations with mistakes, stop the start naming each.
    const told = error instanceof StorageError || error instanceof DeclarationError;
    console.error(`RH não iniciou: ${told ? error.message : (error as Error).stack}`);
    process.exit(1);
  }
}

const { close } = await start();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void close().finally(() => process.exit(0));
  });
}
