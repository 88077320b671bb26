/**
 * A self-registered candidate cannot fill the server's disk: their own uploads are limited in
 * number and total size (counted under a lock, so uploads sent at once cannot slip past) and
 * in rate; HR's uploads to the same record are not counted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/multipart';
import { createPlainCandidate, plainCandidateForm } from '../support/candidate-form';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ uploadMaxMb: 1, uploadMaxFiles: 3, uploadMaxTotalMb: 2 });
const pdf = (kb: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(kb * 1024 - 9, 0x20)]);
const FIELDS = { descricao: 'Certificado', data: '2025-03-10' };

let cargo: number;
async function candidate(nome: string, cpf: string) {
  const id = await createPlainCandidate(t, cargo, nome, cpf);
  const { token } = await t.engine.sessions.create('candidato', id, 1, []);
  return { id, cookie: `rh_sessao=${token}` };
}

function upload(url: string, cookie: string, kb = 10) {
  const body = multipart(FIELDS, { name: 'certificado.pdf', bytes: pdf(kb) });
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, cookie } });
}

const own = (id: number) => `/api/externo/candidatos/${id}/documentos-anexos`;

beforeAll(async () => {
  cargo = await plainCandidateForm(t);
});

describe('cota de documentos do candidato no portal', () => {
  it('enviados ao mesmo tempo, só entram os que cabem; o RH continua anexando', async () => {
    const { id, cookie } = await candidate('Cota Número', '62648716050');
    const answers = await Promise.all(Array.from({ length: 5 }, () => upload(own(id), cookie)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 400, 400]);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expect(refused.json().fields).toEqual([{ field: 'arquivo', message: 'Limite de 3 documentos anexos atingido. Remova um documento para enviar outro.' }]);
    expect((await upload(`/api/candidatos/${id}/documentos-anexos`, t.admin)).statusCode).toBe(201);
    const listed = (await t.request('GET', own(id), { cookie })).json();
    expect(listed).toHaveLength(4);
    const mine = listed.find((d: { tipo: string }) => d.tipo === 'E');
    expect((await t.request('DELETE', `${own(id)}/${mine.id}`, { cookie })).statusCode).toBe(204);
    expect((await upload(own(id), cookie)).statusCode).toBe(201);
  });

  it('recusa o arquivo que passaria do total em MB', async () => {
    const { id, cookie } = await candidate('Cota Tamanho', '64189334863');
    expect((await upload(own(id), cookie, 900)).statusCode).toBe(201);
    expect((await upload(own(id), cookie, 900)).statusCode).toBe(201);
    const third = await upload(own(id), cookie, 900);
    expect(third.statusCode).toBe(400);
    expect(third.json().fields).toEqual([{ field: 'arquivo', message: 'Os documentos anexos somariam mais de 2 MB. Remova um documento para enviar outro.' }]);
  });

  it('mais de 10 envios por minuto da mesma sessão recebem 429', async () => {
    const { id, cookie } = await candidate('Cota Ritmo', '57181814540');
    const statuses: number[] = [];
    // Refused for the quota or not, each attempt counts.
    for (let i = 0; i < 11; i++) statuses.push((await upload(own(id), cookie)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
