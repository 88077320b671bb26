/**
 * Teste Palográfico: the company's classification table (GET/PATCH, one per company, defaults on
 * first read, ascending limits), and a candidate's test recorded on a step with análise
 * comportamental, its productivity, NOR and classes computed by the server.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const TABELA = '/api/captacao/exames-palografico';

const json = async (method: string, url: string, body?: unknown, who = t.admin) => (await t.request(method, url, { cookie: who, body })).json();
const editable = ({ createdAt: _c, updatedAt: _u, ...record }: Record<string, unknown>) => record;

/** The demo's history entries of a candidate in the analyst request, by step name. */
async function historicoDe(nome: string) {
  const page = await json('GET', '/api/historicos-candidato?size=100');
  return (page.content as { id: number; candidatoSolicitacao: { descricao: string }; etapaSeletiva: { nome: string } }[]).filter((h) =>
    h.candidatoSolicitacao.descricao.startsWith(nome),
  );
}

describe('exame palográfico: tabela da empresa', () => {
  it('a empresa 1 tem a tabela da demonstração; a empresa 2 recebe os padrões na primeira leitura', async () => {
    const tabela = await json('GET', TABELA);
    expect(tabela).toMatchObject({ produtividadeMuitoBaixaAte: 399, produtividadeAltaAte: 899, norMuitoBaixoAte: 3, norAltoAte: 12.9 });
    const outra = await json('GET', TABELA, undefined, t.norte);
    expect(outra.id).not.toBe(tabela.id);
    expect((await json('GET', TABELA, undefined, t.norte)).id).toBe(outra.id);
  });

  it('PATCH altera só o enviado, valida a ordem dos limites e não toca na outra empresa', async () => {
    const changed = await t.request('PATCH', TABELA, { cookie: t.admin, body: { produtividadeMediaAte: 700 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ produtividadeMediaAte: 700, produtividadeBaixaAte: 529 });
    const disordered = await t.request('PATCH', TABELA, { cookie: t.admin, body: { norBaixoAte: 2.5 } });
    expect(disordered.statusCode).toBe(400);
    expect(disordered.json().fields).toEqual([{ field: 'norBaixoAte', message: 'Deve ser maior que o limite da classificação anterior' }]);
    const stale = await t.request('PATCH', TABELA, { cookie: t.admin, body: { produtividadeMediaAte: 710, version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect((await json('GET', TABELA, undefined, t.norte)).produtividadeMediaAte).toBe(729);
    // The generic CRUD paths do not exist for a singleton.
    expect((await t.request('POST', TABELA, { cookie: t.admin, body: {} })).statusCode).toBe(404);
  });
});

describe('teste palográfico do candidato', () => {
  it('a demonstração traz o teste de Ana na entrevista, calculado pela tabela', async () => {
    const entrevista = (await historicoDe('Ana Beatriz Souza')).find((h) => h.etapaSeletiva.nome === 'Entrevista com RH')!;
    const record = await json('GET', `/api/historicos-candidato/${entrevista.id}`);
    expect(record.palograficos).toMatchObject([
      { tempo1: 120, tempo5: 142, produtividade: 650, classificacaoProdutividade: 'M', nor: 4.9, classificacaoNor: 'B' },
    ]);
  });

  it('grava os tempos, calcula no servidor (o corpo não impõe resultado) e recusa etapa sem análise comportamental', async () => {
    const [triagem] = (await historicoDe('Bruno Henrique Lima')).filter((h) => h.etapaSeletiva.nome === 'Triagem de currículos');
    const record = editable(await json('GET', `/api/historicos-candidato/${triagem!.id}`));
    const teste = { data: '2025-07-01', tempo1: 150, tempo2: 170, tempo3: 160, tempo4: 190, tempo5: 200, produtividade: 1, nor: 99 };
    const refused = await t.request('PUT', `/api/historicos-candidato/${triagem!.id}`, { cookie: t.admin, body: { ...record, palograficos: [teste] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'palograficos', message: 'O teste palográfico só é registrado em etapa com análise comportamental.' }]);

    // Ana's interview (análise comportamental): replace the demo's test with a faster one.
    const entrevista = (await historicoDe('Ana Beatriz Souza')).find((h) => h.etapaSeletiva.nome === 'Entrevista com RH')!;
    const ana = editable(await json('GET', `/api/historicos-candidato/${entrevista.id}`));
    const saved = await t.request('PUT', `/api/historicos-candidato/${entrevista.id}`, { cookie: t.admin, body: { ...ana, palograficos: [teste] } });
    expect(saved.statusCode, saved.body).toBe(200);
    // 870 palos; differences 20+10+30+10 = 70 → 70 × 100 / 870 = 8,04… → 8,0.
    expect(saved.json().palograficos).toMatchObject([{ produtividade: 870, classificacaoProdutividade: 'A', nor: 8, classificacaoNor: 'M' }]);

    const two = await t.request('PUT', `/api/historicos-candidato/${entrevista.id}`, {
      cookie: t.admin,
      body: { ...editable(saved.json()), palograficos: [teste, teste] },
    });
    expect(two.statusCode).toBe(400);

    // Company 2 reads nothing of it.
    expect((await t.request('GET', `/api/historicos-candidato/${entrevista.id}`, { cookie: t.norte })).statusCode).toBe(404);
  });
});
