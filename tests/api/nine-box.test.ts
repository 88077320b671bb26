/**
 * The Nine Box: its configuration from a date (limits, titles and descriptions with the nine
 * defaults) and the §5 messages.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

describe('configuração do Nine Box', () => {
  it('starts with the limits 33/66 and the nine default boxes', async () => {
    const created = await t.request('POST', '/api/ninebox', { cookie: t.admin, body: { data: '2026-01-01' } });
    expect(created.statusCode, created.body).toBe(201);
    const box = created.json();
    expect([box.percentualBaixoPotencial, box.percentualAltoPotencial, box.percentualBaixoDesempenho, box.percentualAltoDesempenho]).toEqual([33, 66, 33, 66]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => box[`box${i}`].nomeclatura)).toEqual(['ENIGMA', 'FORTE POTENCIAL', 'ALTA CAPACIDADE', 'QUESTIONÁVEL', 'MANTENEDOR', 'FORTE DESEMPENHO', 'INSUFICIENTE', 'EFICAZ', 'COMPROMETIDO']);
    expect(box.box5.descricao).toMatch(/^Potencial moderado/);
  });

  it('refuses the limits of §5 with their messages', async () => {
    const response = await t.request('POST', '/api/ninebox', {
      cookie: t.admin,
      body: { data: '2026-02-01', percentualBaixoPotencial: 66, percentualAltoPotencial: 66, percentualBaixoDesempenho: 70, percentualAltoDesempenho: 50, box1: { nomeclatura: 'X'.repeat(25), descricao: 'd' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'percentualBaixoPotencial', message: 'O percentual de baixo potencial não pode ser maior ou igual do que o alto potencial.' },
        { field: 'percentualBaixoDesempenho', message: 'O percentual de baixo desempenho não pode ser maior ou igual do que o alto desempenho.' },
        expect.objectContaining({ field: 'box1.nomeclatura' }),
      ]),
    );
    const [primeira] = (await t.request('GET', '/api/ninebox', { cookie: t.admin })).json().content;
    const vazios = await t.request('PUT', `/api/ninebox/${primeira.id}`, { cookie: t.admin, body: { ...primeira, percentualBaixoPotencial: null, percentualAltoDesempenho: 0 } });
    // A limit cleared takes its default back; one out of 1..99 is refused.
    expect(vazios.json().fields).toContainEqual({ field: 'percentualAltoDesempenho', message: 'O valor mínimo é 1' });
    expect(vazios.json().fields.map((f: { field: string }) => f.field)).not.toContain('percentualBaixoPotencial');
  });
});
