/**
 * The backups kept on the server, in DATA_DIR/backups: each `<id>.json.gz` (the dump,
 * server/db/backup-format.ts) with `<id>.info.json` beside it (when and by whom). One generation at a
 * time for the whole installation: it reads every company and, on PGlite, holds the only
 * connection while it runs. A file is written as `.parcial` and renamed when whole, so the list
 * never shows a backup that is still being written or was cut by a failure or a restart.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dumpDatabase } from '../../../server/db/backup';
import type { Engine } from '../../../server/engine';
import { AppError, errors } from '../../../server/errors';
import type { BackupResumo, BackupTarefa } from './backup.api';

const SUFFIX = '.json.gz';
const PARTIAL = '.parcial';
/** Ids this store makes (`rh-backup-20261127T091503123Z`): nothing else names a file here. */
const ID = /^rh-backup-\d{8}T\d{9}Z$/;

interface Who {
  usuarioId: number;
  usuarioNome: string;
}

interface Info extends Who {
  criadoEm: string;
}

export const backupRunning = () => new AppError(409, 'BACKUP_EM_ANDAMENTO', 'Já existe um backup em andamento. Aguarde a conclusão.');

export class BackupStore {
  readonly dir: string;
  private task: (BackupTarefa & { done: Promise<void> }) | null = null;

  constructor(
    private readonly engine: Engine,
    private readonly onError: (error: unknown) => void,
  ) {
    // An in-memory database (tests, a trial) keeps nothing on disk: its backups go to a temporary folder.
    this.dir = engine.config.dataDir === 'memory://' ? mkdtempSync(join(tmpdir(), 'rh-backups-')) : join(engine.config.dataDir, 'backups');
    mkdirSync(this.dir, { recursive: true });
    // What a stopped server left half-written is of no use.
    for (const name of readdirSync(this.dir)) if (name.endsWith(PARTIAL)) rmSync(join(this.dir, name), { force: true });
  }

  fileOf(id: string): string {
    if (!ID.test(id) || !this.list().some((b) => b.id === id)) throw errors.notFound();
    return join(this.dir, `${id}${SUFFIX}`);
  }

  list(): BackupResumo[] {
    return readdirSync(this.dir)
      .filter((name) => name.endsWith(SUFFIX) && ID.test(name.slice(0, -SUFFIX.length)))
      .map((name) => {
        const id = name.slice(0, -SUFFIX.length);
        const stat = statSync(join(this.dir, name));
        const info = this.info(id);
        return { id, criadoEm: info?.criadoEm ?? stat.mtime.toISOString(), tamanho: stat.size, usuarioNome: info?.usuarioNome ?? '' };
      })
      .sort((a, b) => b.id.localeCompare(a.id));
  }

  private info(id: string): Info | undefined {
    try {
      return JSON.parse(readFileSync(join(this.dir, `${id}.info.json`), 'utf8')) as Info;
    } catch {
      return undefined;
    }
  }

  tarefa(): BackupTarefa | null {
    if (!this.task) return null;
    const { done: _done, ...tarefa } = this.task;
    return tarefa;
  }

  /** Starts a generation; answers at once, the work goes on (`tarefa()` tells how far). */
  start(who: Who): BackupTarefa & { done: Promise<void> } {
    if (this.task?.status === 'EXECUTANDO') throw backupRunning();
    const criadoEm = new Date().toISOString();
    const id = `rh-backup-${criadoEm.replace(/[-:.]/g, '')}`;
    const partial = join(this.dir, `${id}${SUFFIX}${PARTIAL}`);
    const task = { id, status: 'EXECUTANDO', progresso: 0 } as BackupTarefa & { done: Promise<void> };
    const { database, version } = this.engine;
    task.done = dumpDatabase(database.owner, partial, { aplicacao: version, banco: database.kind }, (fraction) => {
      task.progresso = Math.floor(fraction * 100);
    }).then(
      () => {
        writeFileSync(join(this.dir, `${id}.info.json`), JSON.stringify({ ...who, criadoEm } satisfies Info));
        renameSync(partial, join(this.dir, `${id}${SUFFIX}`));
        task.progresso = 100;
        task.status = 'CONCLUIDO';
      },
      (error: unknown) => {
        rmSync(partial, { force: true });
        task.status = 'ERRO';
        task.mensagem = 'Não foi possível gerar o backup.';
        this.onError(error);
      },
    );
    this.task = task;
    return task;
  }

  remove(id: string): void {
    const file = this.fileOf(id);
    rmSync(file);
    rmSync(join(this.dir, `${id}.info.json`), { force: true });
  }

  /** Waits for a generation under way (the server is closing). */
  async idle(): Promise<void> {
    await this.task?.done;
  }

  /** The temporary folder of an in-memory database goes with it. */
  dispose(): void {
    if (this.engine.config.dataDir === 'memory://') rmSync(this.dir, { recursive: true, force: true });
  }
}
