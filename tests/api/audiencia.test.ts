/**
 * An audience declared on an entity (`audiences`) reaches its own records with no code: the
 * candidate signed in to the portal reads and changes the records that refer to them at
 * `/api/externo/<resource>/{id}`, never another's, never what only HR sees, and cannot hand the
 * record to someone else. Proved on an entity only this suite declares; the candidate's own
 * résumé (`own: "id"`) is the portal suite's.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlainCandidate, plainCandidateForm } from '../support/candidate-form';
import { useTestApp } from '../support/test-app';

const schemasDir = join(mkdtempSync(join(tmpdir(), 'rh-audiencia-')), 'schemas');
cpSync(resolve(import.meta.dirname, '../../schemas'), schemasDir, { recursive: true });
cpSync(resolve(import.meta.dirname, '../support/audiencia'), schemasDir, { recursive: true });

const t = useTestApp({ schemasDir });
const candidates: { id: number; cookie: string }[] = [];
let preferencia: number;

beforeAll(async () => {
  const cargo = await plainCandidateForm(t);
  for (const [nome, cpf] of [['Lia Audiência', '82178537464'], ['Rafael Outro', '71428793860']] as const) {
    const id = await createPlainCandidate(t, cargo, nome, cpf);
    const { token } = await t.engine.sessions.create('candidato', id, 1, []);
    candidates.push({ id, cookie: `rh_sessao=${token}` });
  }
  const created = await t.request('POST', '/api/preferencias-candidato', { cookie: t.admin, body: { candidato: { id: candidates[0]!.id }, turno: 'Manhã', parecerRH: 'Prefere perto de casa' } });
  expect(created.statusCode, created.body).toBe(201);
  preferencia = created.json().id;
});

describe('audiência declarada', () => {
  it('o candidato lê o próprio registro, sem o que só o RH vê', async () => {
    const own = await t.request('GET', `/api/externo/preferencias-candidato/${preferencia}`, { cookie: candidates[0]!.cookie });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ id: preferencia, turno: 'Manhã', candidato: { id: candidates[0]!.id } });
    expect(own.json().parecerRH).toBeUndefined();
  });

  it('altera o que é dele; o parecer do RH e o dono ficam como estão', async () => {
    const { version } = (await t.request('GET', `/api/externo/preferencias-candidato/${preferencia}`, { cookie: candidates[0]!.cookie })).json();
    const changed = await t.request('PUT', `/api/externo/preferencias-candidato/${preferencia}`, {
      cookie: candidates[0]!.cookie,
      body: { id: preferencia, version, turno: 'Noite', parecerRH: 'Apagado', candidato: { id: candidates[1]!.id } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const stored = (await t.request('GET', `/api/preferencias-candidato/${preferencia}`, { cookie: t.admin })).json();
    expect(stored).toMatchObject({ turno: 'Noite', parecerRH: 'Prefere perto de casa', candidato: { id: candidates[0]!.id } });
  });

  it('o registro de outro não existe para ele; a sessão do RH não usa a rota do portal', async () => {
    expect((await t.request('GET', `/api/externo/preferencias-candidato/${preferencia}`, { cookie: candidates[1]!.cookie })).statusCode).toBe(404);
    expect((await t.request('PUT', `/api/externo/preferencias-candidato/${preferencia}`, { cookie: candidates[1]!.cookie, body: { turno: 'Tarde' } })).statusCode).toBe(404);
    expect((await t.request('GET', `/api/externo/preferencias-candidato/${preferencia}`, { cookie: t.admin })).statusCode).toBe(403);
    expect((await t.request('GET', `/api/externo/preferencias-candidato/${preferencia}`)).statusCode).toBe(401);
  });
});
