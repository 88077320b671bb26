import { mkdtempSync, rmSync } from 'node:fs';
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { durableOptions } from './durable-nodefs';

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  return { ...real, fsyncSync: vi.fn(real.fsyncSync) };
});

const dir = mkdtempSync(join(tmpdir(), 'rh-durable-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('PGlite durável', () => {
  it('cada commit chega ao disco (fsync) antes de responder', async () => {
    const db = await PGlite.create(durableOptions(join(dir, 'dados')));
    try {
      expect((await db.query<{ fsync: string }>('show fsync')).rows[0]!.fsync).toBe('on');
      await db.exec('create table t (id int)');
      const before = vi.mocked(fs.fsyncSync).mock.calls.length;
      for (let i = 0; i < 5; i++) await db.query('insert into t values ($1)', [i]);
      expect(vi.mocked(fs.fsyncSync).mock.calls.length - before).toBeGreaterThanOrEqual(5);
    } finally {
      await db.close();
    }
  }, 60_000);
});
