/**
 * `npm run bench`: how long a restart takes with nothing to build — `npm start`'s own path
 * (server/start.ts) on a DATA_DIR that already holds the database, from the process start to
 * listening, as the server itself prints it and as the wall clock sees it. Target: < 3 s.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TARGET_S = 3;
const dataDir = mkdtempSync(join(tmpdir(), 'rh-bench-reinicio-'));

/** Starts, waits for "pronto em", stops; answers the server's figure and the wall clock's. */
function start(): Promise<{ server: number; wall: number }> {
  const began = Date.now();
  const child = spawn('npx', ['tsx', 'server/start.ts'], { env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, detached: true });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /pronto em ([\d.]+) s/.exec(output);
      if (!ready) return;
      const wall = (Date.now() - began) / 1000;
      child.removeAllListeners('exit');
      process.kill(-child.pid!, 'SIGTERM');
      child.once('exit', () => resolve({ server: Number(ready[1]), wall }));
    });
    child.once('exit', (code) => reject(new Error(`o servidor saiu (${code}): ${output}`)));
  });
}

const first = await start();
const restart = await start();
console.log(`Primeiro início (banco novo, dados de demonstração): ${first.server.toFixed(1)} s`);
console.log(`Reinício sem mudanças: ${restart.server.toFixed(1)} s pelo servidor, ${restart.wall.toFixed(1)} s pelo relógio (npx + tsx incluídos)`);
if (restart.server >= TARGET_S) console.log(`ALVO NÃO ATINGIDO: reinício ${restart.server.toFixed(1)} s ≥ ${TARGET_S} s`);
rmSync(dataDir, { recursive: true, force: true });
