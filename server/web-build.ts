/**
 * The browser app is built only when its sources changed since the last build: a restart with
 * nothing new goes straight to listening. The inputs' digest is kept beside the build.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the build (and `npm run gen`, before it) reads. */
const INPUTS = ['index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json', 'renderers', 'engine', 'schemas'];
const DIGEST_FILE = '.fontes';

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => files(join(path, name)));
}

/** A digest of every input file's path and content. */
export function sourcesDigest(root: string): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => files(join(root, input))).sort()) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Builds into `dist` unless it already holds the build of these sources; answers whether it built. */
export function buildIfChanged(root: string, outDir = join(root, 'dist')): boolean {
  const digest = sourcesDigest(root);
  const stamp = join(outDir, DIGEST_FILE);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return false;
  const run = (args: string[]) => execFileSync('npx', args, { cwd: root, stdio: 'inherit' });
  run(['tsx', 'server/declarations/gen-cli.ts']);
  run(['vite', 'build']);
  writeFileSync(stamp, digest);
  return true;
}
