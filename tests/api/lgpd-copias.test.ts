/**
 * Erased means erased outside the database too: the e-mails saved for an erased candidate
 * (MAIL_DIR) and the reports generated before the erasure are gone; other people's stay.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateReport } from '../support/report-jobs';
import { plainCandidateForm } from '../support/candidate-form';
import { useTestApp } from '../support/test-app';

const mailDir = mkdtempSync(join(tmpdir(), 'rh-lgpd-mail-'));
const t = useTestApp({ mailDir, lgpdJobHours: 0 });
let cargo: number;

const savedMail = () => readdirSync(mailDir).map((file) => JSON.parse(readFileSync(join(mailDir, file), 'utf8')) as { to: string[]; text: string });

async function candidate(nome: string, cpf: string, email: string) {
  const created = await t.request('POST', '/api/candidatos', { cookie: t.admin, body: { nome, pessoal: { cpf, sexo: 'F' }, contato: { email }, cargos: [cargo] } });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  // The portal's "Esqueci minha senha" saves a message with the candidate's e-mail and a link.
  const reset = await t.request('PUT', '/api/externo/candidatos/recuperar-senha', { body: { cpf, empresaId: 1 } });
  expect(reset.statusCode).toBe(200);
  const { token } = await t.engine.sessions.create('candidato', id, 1, []);
  return { id, cookie: `rh_sessao=${token}` };
}

beforeAll(async () => {
  cargo = await plainCandidateForm(t);
});

afterAll(() => rmSync(mailDir, { recursive: true, force: true }));

describe('cópias fora do banco', () => {
  it('excluir o cadastro apaga os e-mails guardados da pessoa e os relatórios gerados antes', async () => {
    const gone = await candidate('Helena Apagada', '64189334863', 'helena.apagada@exemplo.com.br');
    const stays = await candidate('Irene Fica', '57181814540', 'irene.fica@exemplo.com.br');
    expect(savedMail().map((mail) => mail.to[0])).toEqual(expect.arrayContaining(['helena.apagada@exemplo.com.br', 'irene.fica@exemplo.com.br']));
    const report = await generateReport(t, t.admin, 'cargo', 'xlsx', { filtrarPor: 2, cargosIds: [cargo] });
    expect(report.status).toBe('CONCLUIDO');
    expect((await t.request('GET', `/api/relatorios/tarefas/${report.id}`, { cookie: t.admin })).statusCode).toBe(200);

    expect((await t.request('DELETE', `/api/externo/candidatos/${gone.id}`, { cookie: gone.cookie })).statusCode).toBe(204);
    const left = savedMail();
    expect(JSON.stringify(left)).not.toContain('helena.apagada');
    expect(left.map((mail) => mail.to[0])).toContain('irene.fica@exemplo.com.br');
    expect((await t.request('GET', `/api/relatorios/tarefas/${report.id}`, { cookie: t.admin })).statusCode).toBe(404);

    // HR deleting a candidate forgets the copies as well.
    expect((await t.request('DELETE', `/api/candidatos/${stays.id}`, { cookie: t.admin })).statusCode).toBe(204);
    expect(JSON.stringify(savedMail())).not.toContain('irene.fica');
  });
});
