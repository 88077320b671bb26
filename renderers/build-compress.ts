/**
 * Vite plugin: after a build, writes brotli and gzip copies beside each text asset, which the
 * server sends as they are to browsers that accept them (the login page: 621 KB of JavaScript
 * uncompressed) — compressed once at build, never per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
}

/** Writes `<file>.br` and `<file>.gz` beside each text file of `dir` worth compressing; answers how many. */
export function precompress(dir: string): number {
  let written = 0;
  for (const file of files(dir).filter((f) => COMPRESSIBLE.test(f))) {
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    written++;
  }
  return written;
}

export function buildCompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'rh-build-compress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      precompress(outDir);
    },
  };
}
