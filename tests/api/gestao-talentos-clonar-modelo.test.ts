/**
 * "Clonar" a modelo de entrevista de desligamento: a new model with the same questions and
 * alternatives, titled "<título> (cópia)" within the title's limit; the original untouched;
 * another company's model not found.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
type Json = Record<string, any>;

const perguntas = [
  { ordem: 1, texto: 'Por que está saindo?', tipo: 1, obrigatoria: true, peso: 1, respostas: [{ texto: 'Salário', peso: 0 }, { texto: 'Carreira', peso: 2 }] },
  { ordem: 2, texto: 'Comentários', tipo: 3, obrigatoria: false, peso: 0 },
];
let modeloId: number;

async function criar(titulo: string): Promise<number> {
  const response = await t.request('POST', '/api/modelos-avaliacao', { cookie: t.admin, body: { titulo, tipo: 'E', perguntas } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const clonar = (id: number, cookie = t.admin) => t.request('POST', `/api/modelos-avaliacao/${id}/clonar`, { cookie, body: {} });
const modelos = async (titulo: string) =>
  ((await t.request('GET', `/api/modelos-avaliacao?size=100&titulo=${encodeURIComponent(titulo)}`, { cookie: t.admin })).json().content as Json[]).map((m) => m.titulo as string).sort();
const doModelo = async (id: number) => (await t.request('GET', `/api/modelos-avaliacao/${id}`, { cookie: t.admin })).json() as Json;
const semRegistro = (p: Json) => ({ ordem: p.ordem, texto: p.texto, tipo: p.tipo, obrigatoria: p.obrigatoria, peso: p.peso, respostas: p.respostas });

beforeAll(async () => {
  modeloId = await criar('Entrevista a clonar');
});

describe('clonar modelo de entrevista de desligamento', () => {
  it('copies the questions and alternatives under "<título> (cópia)", leaving the original as it was', async () => {
    const response = await clonar(modeloId);
    expect(response.statusCode, response.body).toBe(200);
    expect(await modelos('Entrevista a clonar')).toEqual(['Entrevista a clonar', 'Entrevista a clonar (cópia)']);
    const lista = (await t.request('GET', `/api/modelos-avaliacao?size=100&titulo=${encodeURIComponent('(cópia)')}`, { cookie: t.admin })).json().content as Json[];
    const copia = await doModelo(lista.find((m) => m.titulo === 'Entrevista a clonar (cópia)')!.id);
    const original = await doModelo(modeloId);
    expect(copia.tipo).toBe('E');
    expect(copia.perguntas.map(semRegistro)).toEqual(original.perguntas.map(semRegistro));
    expect(copia.perguntas.map(semRegistro)).toMatchObject(perguntas.map((p) => ({ texto: p.texto, tipo: p.tipo })));
    expect(copia.perguntas[0].respostas).toEqual(perguntas[0]!.respostas);
    expect(original.titulo).toBe('Entrevista a clonar');
  });

  it('a second copy is "(cópia 2)": titles are unique per tipo', async () => {
    expect((await clonar(modeloId)).statusCode).toBe(200);
    expect(await modelos('Entrevista a clonar')).toEqual(['Entrevista a clonar', 'Entrevista a clonar (cópia 2)', 'Entrevista a clonar (cópia)']);
  });

  it('keeps the suffix whole within the 250 characters of the title', async () => {
    const longo = `Longa ${'x'.repeat(244)}`;
    expect((await clonar(await criar(longo))).statusCode).toBe(200);
    const titulos = await modelos('Longa xxx');
    expect(titulos).toContain(`${longo.slice(0, 250 - ' (cópia)'.length)} (cópia)`);
  });

  it("does not reach another company's model", async () => {
    expect((await clonar(modeloId, t.norte)).statusCode).toBe(404);
  });
});
