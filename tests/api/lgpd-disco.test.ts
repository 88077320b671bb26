/**
 * Erased means unreadable in the files too: after a candidate's erasure (the portal's, and HR's
 * deletion) their CPF, name and e-mail are in no data file and, on PGlite, in no WAL segment —
 * checked by scanning the raw bytes. On PostgreSQL the database's own files are scanned (the
 * WAL and backups are the operator's).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainCandidateForm } from '../support/candidate-form';
import { useTestApp } from '../support/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'rh-lgpd-disco-'));
const t = useTestApp({ dataDir, lgpdJobHours: 0 });
let cargo: number;
let scanned: string;

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    const info = statSync(path, { throwIfNoEntry: false });
    if (!info) return [];
    return info.isDirectory() ? files(path) : [path];
  });
}

/** Files under the scanned folder whose bytes contain any of the texts. */
function filesHolding(...texts: string[]): string[] {
  const needles = texts.map((text) => Buffer.from(text, 'utf8'));
  return files(scanned).filter((path) => {
    const bytes = readFileSync(path);
    return needles.some((needle) => bytes.includes(needle));
  });
}

async function candidate(nome: string, cpf: string, email: string) {
  const body = { nome, pessoal: { cpf, sexo: 'F', mae: `Mãe de ${nome}` }, contato: { email }, cargos: [cargo], experiencias: [{ empresa: `Empresa de ${nome}`, cargo: { id: cargo }, dataAdmissao: '2018-01-01' }] };
  const created = await t.request('POST', '/api/candidatos', { cookie: t.admin, body });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json();
  // An update: the audit trail and the table hold old versions of the row.
  expect((await t.request('PATCH', `/api/candidatos/${id}`, { cookie: t.admin, body: { observacao: `Sobre ${nome}` } })).statusCode).toBe(200);
  const { token } = await t.engine.sessions.create('candidato', id, 1, []);
  // On disk, as a checkpoint leaves it: the test proves the values were there to find.
  await sql`checkpoint`.execute(t.engine.database.owner);
  return { id, cookie: `rh_sessao=${token}` };
}

beforeAll(async () => {
  cargo = await plainCandidateForm(t);
  if (t.onPostgres) {
    const { rows } = await sql<{ oid: number }>`select oid from pg_database where datname = current_database()`.execute(t.engine.database.owner);
    scanned = join(process.env.PG_DIR ?? '/nenhum', 'run', 'data', 'base', String(rows[0]!.oid));
  } else scanned = dataDir;
});

describe('dados apagados não ficam legíveis nos arquivos', () => {
  it.skipIf(Boolean(process.env.DATABASE_URL) && !process.env.PG_DIR)('exclusão pelo portal e pelo RH: CPF, nome e e-mail somem dos arquivos de dados e do WAL', async () => {
    const portal = ['Ximena Apagada', '62892229880', 'ximena.apagada@exemplo.com.br'];
    const rh = ['Yolanda Removida', '68779610994', 'yolanda.removida@exemplo.com.br'];
    const fromPortal = await candidate(portal[0]!, portal[1]!, portal[2]!);
    const fromHr = await candidate(rh[0]!, rh[1]!, rh[2]!);
    expect(filesHolding(...portal).length).toBeGreaterThan(0);
    expect(filesHolding(...rh).length).toBeGreaterThan(0);

    expect((await t.request('DELETE', `/api/externo/candidatos/${fromPortal.id}`, { cookie: fromPortal.cookie })).statusCode).toBe(204);
    expect((await t.request('DELETE', `/api/candidatos/${fromHr.id}`, { cookie: t.admin })).statusCode).toBe(204);
    await t.engine.scrubber.idle();
    expect(filesHolding(...portal, ...rh)).toEqual([]);
  }, 120_000);
});
