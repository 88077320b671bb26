import { writeFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { Engine } from '../../../server/engine';

// The dump is held open until the test lets it go: the second start comes while the first runs.
let finish: () => void = () => {};
vi.mock('../../../server/db/backup', () => ({
  dumpDatabase: (_owner: unknown, file: string) =>
    new Promise<void>((resolve) => {
      finish = () => {
        writeFileSync(file, '');
        resolve();
      };
    }),
}));

const { BackupStore } = await import('./store');

describe('BackupStore', () => {
  it('one generation at a time: a second start while one runs is refused, and allowed once it ends', async () => {
    const engine = { config: { dataDir: 'memory://' }, database: { owner: {}, kind: 'pglite' }, version: 'teste' } as unknown as Engine;
    const store = new BackupStore(engine, () => {});
    try {
      const who = { usuarioId: 1, usuarioNome: 'Administrador' };
      const first = store.start(who);
      expect(store.tarefa()).toMatchObject({ status: 'EXECUTANDO', progresso: 0 });
      expect(() => store.start(who)).toThrow('Já existe um backup em andamento. Aguarde a conclusão.');
      finish();
      await first.done;
      expect(store.tarefa()).toMatchObject({ status: 'CONCLUIDO', progresso: 100 });
      expect(store.list().map((b) => b.id)).toEqual([first.id]);
    } finally {
      store.dispose();
    }
  });
});
