/** Starts the server: API and web app on PORT (default 3000), embedded database by default. */
import { buildApp } from './app';
import { configFromEnv } from './config';

const config = configFromEnv();
const { app, close } = await buildApp(config);
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void close().finally(() => process.exit(0));
  });
}
