/**
 * PGlite's file system on Node, made durable. PGlite starts PostgreSQL with fsync off (`-F`)
 * and its Emscripten NODEFS has no fsync (and fdatasync is a no-op): a commit reaches the
 * operating system's cache, not the disk, so a power cut loses writes the API acknowledged.
 * Here PostgreSQL runs with fsync on and `wal_sync_method=fsync`, and NODEFS's fsync calls
 * the real one: each commit returns once its WAL is on disk (measured: +0.15 ms a commit).
 */
import { fsyncSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type InitResult = Awaited<ReturnType<NodeFS['init']>>;
interface NodeFsModule {
  NODEFS: { stream_ops: { fsync?: (stream: { nfd: number }) => number } };
}

class DurableNodeFS extends NodeFS {
  override async init(pg: Parameters<NodeFS['init']>[0], options: Parameters<NodeFS['init']>[1]): Promise<InitResult> {
    const result = await super.init(pg, options);
    const preRun = (result.emscriptenOpts.preRun ?? []) as ((module: NodeFsModule) => void)[];
    const fsync = (module: NodeFsModule) => {
      module.NODEFS.stream_ops.fsync = (stream) => {
        fsyncSync(stream.nfd);
        return 0;
      };
    };
    return { ...result, emscriptenOpts: { ...result.emscriptenOpts, preRun: [...preRun, fsync] } };
  }
}

/** Options for a PGlite in `dataDir` whose commits are on disk when they return. */
export function durableOptions(dataDir: string): Pick<PGliteOptions, 'fs' | 'startParams'> {
  // wal_recycle off: WAL segments no longer needed are deleted, not kept with old data (scrub.ts).
  const startParams = [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync', '-c', 'wal_recycle=off'];
  return { fs: new DurableNodeFS(dataDir), startParams };
}
