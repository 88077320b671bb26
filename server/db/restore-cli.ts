/**
 * `npm run restore -- arquivo.json.gz`: restores a backup into the database the environment
 * names — DATA_DIR (a new or empty folder) or DATABASE_URL (an empty database) — for
 * `npm start` to open with the same data (the demo is not seeded over it: it has users).
 */
import { configFromEnv } from '../config';
import { StorageError } from './storage-check';
import { BackupFormatError } from './backup-format';
import { restoreDatabase, RestoreRefused } from './restore';

const file = process.argv[2];
if (!file) {
  console.error('Uso: DATA_DIR=pasta-nova npm run restore -- arquivo.json.gz (ou DATABASE_URL=postgres://… de um banco vazio)');
  process.exit(2);
}

const config = configFromEnv();
const target = config.databaseUrl ? 'o banco de DATABASE_URL' : `DATA_DIR ${config.dataDir}`;
try {
  const started = performance.now();
  const { header, tables, rows } = await restoreDatabase(file, { dataDir: config.dataDir, url: config.databaseUrl, appRole: config.appRole, schemasDir: config.schemasDir });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backup de ${header.criadoEm} (RH ${header.aplicacao}, ${header.banco}) restaurado em ${target}: ${tables} tabelas, ${rows} linhas, em ${seconds} s.`);
} catch (error) {
  const told = error instanceof RestoreRefused || error instanceof BackupFormatError || error instanceof StorageError;
  console.error(`Restauração não feita: ${told ? error.message : (error as Error).stack}`);
  process.exit(1);
}
