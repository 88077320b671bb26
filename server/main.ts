/** Starts the server: API and web app on PORT (default 3000), embedded database by default. */
import { buildApp } from './app';
import { configFromEnv } from './config';
import { StorageError } from './db/storage-check';

const config = configFromEnv();

async function start() {
  try {
    const built = await buildApp(config);
    const address = await built.app.listen({ port: config.port, host: config.host });
    // Since the process started (a restart with nothing to build is measured here).
    console.log(`RH ouvindo em ${address} — pronto em ${(performance.now() / 1000).toFixed(1)} s`);
    return built;
  } catch (error) {
    // Storage that cannot hold the data stops the start with one line naming it.
    console.error(`RH não iniciou: ${error instanceof StorageError ? error.message : (error as Error).stack}`);
    process.exit(1);
  }
}

const { close } = await start();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void close().finally(() => process.exit(0));
  });
}
