/**
 * A candidate's attached documents: HR (`/api/candidatos/{id}/documentos-anexos`) and the
 * candidate on their own record (`/api/externo/...`): upload with the size limit and the
 * type checked by extension and content, nothing stored when refused, list, edit, download
 * with a safe file name, delete; another company or another candidate gets 404.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/multipart';
import { createPlainCandidate, plainCandidateForm } from '../support/candidate-form';
import { NORTE, useTestApp } from '../support/test-app';

const t = useTestApp({ uploadMaxMb: 1 });
let candidatoId: number;
let outroId: number;
let candidato: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const base = (id: number, external = false) => `/api/${external ? 'externo/' : ''}candidatos/${id}/documentos-anexos`;
const upload = (url: string, cookie: string, fields: Record<string, string>, file?: { name: string; bytes: Buffer }) => {
  const body = multipart(fields, file);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, cookie } });
};
const count = async () => Number((await sql<{ n: string }>`select count(*) as n from documento_anexo`.execute(t.engine.database.owner)).rows[0]!.n);

beforeAll(async () => {
  const cargo = await plainCandidateForm(t);
  const create = (nome: string, cpf: string) => createPlainCandidate(t, cargo, nome, cpf);
  candidatoId = await create('Ana Anexo', '07948610243');
  outroId = await create('Bia Outra', '35172320849');
  const { token } = await t.engine.sessions.create('candidato', candidatoId, 1, []);
  candidato = `rh_sessao=${token}`;
});

describe('documentos anexos do candidato', () => {
  it('o RH anexa, lista, edita, baixa e remove', async () => {
    const created = await upload(base(candidatoId), t.admin, { descricao: 'Carteira de trabalho', data: '2025-03-10', observacao: 'Frente e verso' }, { name: 'C:\\fotos\\CTPS Ana (1).pdf', bytes: PDF });
    expect(created.statusCode, created.body).toBe(201);
    const documento = created.json();
    expect(documento).toMatchObject({ descricao: 'Carteira de trabalho', data: '2025-03-10', tipo: 'C', arquivoNome: 'CTPS Ana (1).pdf', arquivoTipo: 'application/pdf', arquivoTamanho: PDF.length });
    expect(documento.arquivo).toBeUndefined();

    const list = (await t.request('GET', base(candidatoId), { cookie: t.admin })).json();
    expect(list.map((d: { id: number }) => d.id)).toEqual([documento.id]);

    const edited = await t.request('PUT', `${base(candidatoId)}/${documento.id}`, { cookie: t.admin, body: { descricao: 'CTPS', data: '2025-03-11' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ descricao: 'CTPS', data: '2025-03-11', arquivoNome: 'CTPS Ana (1).pdf' });
    expect(edited.json().observacao ?? null).toBeNull();

    const download = await t.request('GET', `${base(candidatoId)}/${documento.id}/download`, { cookie: t.admin });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="CTPS Ana (1).pdf"; filename*=UTF-8''CTPS%20Ana%20%281%29.pdf`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    expect((await t.request('DELETE', `${base(candidatoId)}/${documento.id}`, { cookie: t.admin })).statusCode).toBe(204);
    expect((await t.request('GET', `${base(candidatoId)}/${documento.id}`, { cookie: t.admin })).statusCode).toBe(404);
    const { rows } = await sql<{ acao: string }>`select acao from auditoria where entidade = 'documentoAnexo' and registro_id = ${documento.id} order by id`.execute(t.engine.database.owner);
    expect(rows.map((r) => r.acao)).toEqual(['C', 'U', 'D']);
  });

  it('um documento de várias partes volta byte a byte; um envio recusado não deixa partes', async () => {
    const parts = async () => Number((await sql<{ n: string }>`select count(*) as n from documento_anexo_parte`.execute(t.engine.database.owner)).rows[0]!.n);
    const bytes = Buffer.concat([PDF, Buffer.from(Array.from({ length: 700 * 1024 }, (_, i) => (i * 2654435761) >>> 24))]);
    const before = await parts();
    const created = await upload(base(candidatoId), t.admin, { descricao: 'Laudo', data: '2025-03-10' }, { name: 'laudo.pdf', bytes });
    expect(created.statusCode, created.body).toBe(201);
    expect(await parts()).toBe(before + Math.ceil(bytes.length / (256 * 1024)));
    const download = await t.app.inject({ method: 'GET', url: `${base(candidatoId)}/${created.json().id}/download`, headers: { cookie: t.admin } });
    expect(download.headers['content-length']).toBe(String(bytes.length));
    expect(Buffer.compare(download.rawPayload, bytes)).toBe(0);
    // Refused after its bytes were written (another company's candidate): its parts go too.
    const refused = await upload(base(outroId), t.norte, { descricao: 'Invasor', data: '2025-03-10' }, { name: 'laudo.pdf', bytes });
    expect(refused.statusCode).toBe(404);
    expect(await parts()).toBe(before + Math.ceil(bytes.length / (256 * 1024)));
    expect((await t.request('DELETE', `${base(candidatoId)}/${created.json().id}`, { cookie: t.admin })).statusCode).toBe(204);
    expect(await parts()).toBe(before);
  });

  it('recusa arquivo grande, tipo não permitido, conteúdo trocado e campos faltando, sem gravar nada', async () => {
    const before = await count();
    const big = await upload(base(candidatoId), t.admin, { descricao: 'Grande', data: '2025-01-01' }, { name: 'grande.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]) });
    expect(big.statusCode).toBe(400);
    expect(big.json().fields).toEqual([{ field: 'arquivo', message: 'O arquivo deve ser menor que 1 MB' }]);
    const exe = await upload(base(candidatoId), t.admin, { descricao: 'Programa', data: '2025-01-01' }, { name: 'programa.exe', bytes: Buffer.from('MZ\x90\x00') });
    expect(exe.json().fields[0].field).toBe('arquivo');
    expect(exe.json().fields[0].message).toMatch(/^Tipo de arquivo não permitido/);
    const disguised = await upload(base(candidatoId), t.admin, { descricao: 'Disfarçado', data: '2025-01-01' }, { name: 'cv.pdf', bytes: Buffer.from('MZ\x90\x00') });
    expect(disguised.statusCode).toBe(400);
    const noFile = await upload(base(candidatoId), t.admin, { descricao: 'Sem arquivo', data: '2025-01-01' });
    expect(noFile.json().fields).toEqual([{ field: 'arquivo', message: 'Selecione o arquivo.' }]);
    const noDescription = await upload(base(candidatoId), t.admin, { data: '2025-01-01' }, { name: 'cv.pdf', bytes: PDF });
    expect(noDescription.json().fields.map((f: { field: string }) => f.field)).toEqual(['descricao']);
    // A multipart body cut short (no parts, no closing boundary) is a missing file, not a server failure.
    const cut = await t.app.inject({ method: 'POST', url: base(candidatoId), payload: '------rh\r\n', headers: { 'content-type': 'multipart/form-data; boundary=----rh', cookie: t.admin } });
    expect(cut.statusCode, cut.body).toBe(400);
    expect(cut.json().fields).toEqual([{ field: 'arquivo', message: 'Selecione o arquivo.' }]);
    expect(await count()).toBe(before);
  });

  it('o candidato cuida dos próprios documentos; os de outro candidato ou de outra empresa não existem para ele', async () => {
    const created = await upload(base(candidatoId, true), candidato, { descricao: 'Diploma', data: '2024-12-01' }, { name: 'diploma.txt', bytes: Buffer.from('Bacharel em Administração\n') });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().tipo).toBe('E');
    const id = created.json().id;
    expect((await t.request('GET', base(candidatoId, true), { cookie: candidato })).json()).toHaveLength(1);
    expect((await t.request('GET', `${base(candidatoId, true)}/${id}/download`, { cookie: candidato })).body).toBe('Bacharel em Administração\n');
    // HR sees what the candidate sent.
    expect((await t.request('GET', base(candidatoId), { cookie: t.admin })).json()[0].id).toBe(id);

    for (const url of [base(outroId, true), `${base(outroId, true)}/${id}`, `${base(outroId, true)}/${id}/download`]) {
      expect((await t.request('GET', url, { cookie: candidato })).statusCode, url).toBe(404);
    }
    expect((await upload(base(outroId, true), candidato, { descricao: 'X', data: '2024-12-01' }, { name: 'x.txt', bytes: Buffer.from('x') })).statusCode).toBe(404);
    // The internal calls are not the candidate's.
    expect((await t.request('GET', base(candidatoId), { cookie: candidato })).statusCode).toBe(403);
    const norte = await t.login(NORTE);
    for (const url of [base(candidatoId), `${base(candidatoId)}/${id}`, `${base(candidatoId)}/${id}/download`]) {
      expect((await t.request('GET', url, { cookie: norte })).statusCode, url).toBe(404);
    }
    expect((await t.request('DELETE', `${base(candidatoId)}/${id}`, { cookie: norte })).statusCode).toBe(404);
    expect((await t.request('DELETE', `${base(candidatoId, true)}/${id}`, { cookie: candidato })).statusCode).toBe(204);
  });
});
