/** The selection: candidates linked to requests, steps in order, hiring, the pipeline, tenancy. */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const ids = new Map<string, number>();

async function byName(resource: string, field: string) {
  const page = (await t.request('GET', `/api/${resource}?size=100`, { cookie: t.admin })).json().content as Record<string, unknown>[];
  for (const row of page) ids.set(String(row[field]), row.id as number);
}
const id = (name: string) => {
  const value = ids.get(name);
  if (value === undefined) throw new Error(`sem ${name}`);
  return value;
};

beforeAll(async () => {
  await byName('solicitacoes-pessoal', 'descricao');
  await byName('candidatos', 'nome');
  await byName('etapas-seletivas', 'nome');
});

const ANALISTA = 'Analista de RH para recrutamento';
const AUXILIARES = 'Auxiliares de logística para o centro de distribuição';

const link = (candidatoId: number, body: unknown, who = t.admin) =>
  t.request('POST', `/api/solicitacoes-pessoal/candidato/${candidatoId}`, { cookie: who, body });
const step = (vinculoId: number, etapa: string, resultado: string, who = t.admin) =>
  t.request('POST', '/api/historicos-candidato', {
    cookie: who,
    body: { candidatoSolicitacao: { id: vinculoId }, etapaSeletiva: { id: id(etapa) }, data: '2025-07-01', resultado },
  });
const pipeline = async (solicitacao: string) =>
  (await t.request('GET', `/api/solicitacoes-pessoal/${id(solicitacao)}/processo-seletivo`, { cookie: t.admin })).json();

describe('seleção', () => {
  it('vincula a várias solicitações de uma vez: mínimo 1, duplicado desfaz tudo, só solicitações abertas', async () => {
    const elaine = id('Elaine Cristina Prado');
    const empty = await link(elaine, { empresaId: 1, candidatoId: elaine, solicitacoesIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([{ field: 'solicitacoesIds', message: 'Informe ao menos uma solicitação.' }]);

    // Elaine is already in the warehouse request (demo): nothing is written, not even the first link.
    const duplicate = await link(elaine, { empresaId: 1, candidatoId: elaine, solicitacoesIds: [id(ANALISTA), id(AUXILIARES)] });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('O candidato já está vinculado a esta solicitação.');
    expect((await pipeline(ANALISTA)).candidatos.map((c: { nome: string }) => c.nome)).not.toContain('Elaine Cristina Prado');

    const closed = await link(elaine, { solicitacoesIds: [id('Assistente administrativo para a diretoria')] });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().fields).toEqual([{ field: 'solicitacao', message: 'Somente solicitações abertas aceitam novos candidatos.' }]);

    const referral = await link(elaine, { solicitacoesIds: [id(ANALISTA)], origem: 'N' });
    expect(referral.json().fields).toEqual([{ field: 'indicadoPor', message: 'Indicado por é obrigatório' }]);

    const created = await link(elaine, { empresaId: 1, candidatoId: elaine, solicitacoesIds: [id(ANALISTA)] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()[0]).toMatchObject({ descricao: `Elaine Cristina Prado — ${ANALISTA}`, origem: 'I', contratado: false });
    expect((await t.request('GET', `/api/solicitacoes-pessoal/${id(ANALISTA)}/possui-candidato`, { cookie: t.admin })).json()).toBe(true);
  });

  it('as etapas seguem a ordem do cargo; reprovado não avança; aprovação que sustenta etapas seguintes não se desfaz', async () => {
    const vinculo = (await pipeline(ANALISTA)).candidatos.find((c: { nome: string }) => c.nome === 'Elaine Cristina Prado');
    const early = await step(vinculo.id, 'Entrevista com RH', 'E');
    expect(early.statusCode).toBe(400);
    expect(early.json().fields).toEqual([{ field: 'etapaSeletiva', message: 'A etapa anterior "Triagem de currículos" ainda não foi aprovada.' }]);
    // The cargo Analista de RH declares its steps; "Teste técnico" is not one of them.
    const foreign = await step(vinculo.id, 'Teste técnico', 'E');
    expect(foreign.json().fields[0].message).toBe('Esta etapa não faz parte do processo seletivo da solicitação.');

    const triagem = await step(vinculo.id, 'Triagem de currículos', 'A');
    expect(triagem.statusCode, triagem.body).toBe(201);
    expect(triagem.json().responsavel).toBe('Administrador Demonstração');
    expect((await step(vinculo.id, 'Triagem de currículos', 'A')).json().fields[0].message).toBe('O candidato já tem registro nesta etapa.');
    const entrevista = await step(vinculo.id, 'Entrevista com RH', 'E');
    expect(entrevista.statusCode).toBe(201);

    const undo = await t.request('PUT', `/api/historicos-candidato/${triagem.json().id}/resultado`, { cookie: t.admin, body: { resultado: 'R' } });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toMatch(/etapas posteriores/);
    const removeEarlier = await t.request('DELETE', `/api/historicos-candidato/${triagem.json().id}`, { cookie: t.admin });
    expect(removeEarlier.statusCode).toBe(409);

    // A step recorded for one candidate stays theirs; a link stays the same candidate in the same request.
    const moved = await t.request('PUT', `/api/historicos-candidato/${entrevista.json().id}`, { cookie: t.admin, body: { ...(entrevista.json() as object), candidatoSolicitacao: { id: vinculo.id + 1 } } });
    expect(moved.json().fields).toEqual([{ field: 'candidatoSolicitacao', message: 'Candidato na solicitação não pode ser alterado.' }]);
    const linked = (await t.request('GET', `/api/candidatos-solicitacao/${vinculo.id}`, { cookie: t.admin })).json();
    const relinked = await t.request('PUT', `/api/candidatos-solicitacao/${vinculo.id}`, { cookie: t.admin, body: { ...linked, solicitacao: { id: id(AUXILIARES) } } });
    expect(relinked.json().fields).toEqual([{ field: 'solicitacao', message: 'Solicitação de pessoal não pode ser alterada.' }]);

    const approve = await t.request('PUT', `/api/historicos-candidato/${entrevista.json().id}/resultado`, { cookie: t.admin, body: { resultado: 'A' } });
    expect(approve.statusCode, approve.body).toBe(200);

    const view = await pipeline(ANALISTA);
    expect(view.etapas.map((e: { nome: string }) => e.nome)).toEqual(['Triagem de currículos', 'Entrevista com RH', 'Entrevista com o gestor']);
    const elaine = view.candidatos.find((c: { nome: string }) => c.nome === 'Elaine Cristina Prado');
    expect(elaine.etapaAtualId).toBe(id('Entrevista com RH'));
    expect(elaine.proximaEtapaId).toBe(id('Entrevista com o gestor'));
    const carla = view.candidatos.find((c: { nome: string }) => c.nome === 'Carla Mendes Rocha');
    expect(carla.proximaEtapaId).toBeNull();
    const reproved = await step(carla.id, 'Entrevista com RH', 'E');
    expect(reproved.json().fields[0].message).toBe('Candidato reprovado ou desistente não avança para outras etapas.');

    const history = (await t.request('GET', `/api/historico/candidato/${id('Elaine Cristina Prado')}`, { cookie: t.admin })).json();
    expect(history.map((h: { etapaSeletiva: { nome: string }; resultado: string }) => `${h.etapaSeletiva.nome}:${h.resultado}`)).toEqual(
      expect.arrayContaining(['Triagem de currículos:A', 'Entrevista com RH:A']),
    );
  });

  it('contratar conta as vagas preenchidas e recusa além da quantidade', async () => {
    const view = await pipeline(ANALISTA);
    expect(view.solicitacao.qtdVagasPreenchidas).toBe(0);
    const elaine = view.candidatos.find((c: { nome: string }) => c.nome === 'Elaine Cristina Prado');
    const hired = await t.request('PUT', `/api/candidatos-solicitacao/${elaine.id}/contratar`, { cookie: t.admin, body: { dataContratacao: '2025-07-10' } });
    expect(hired.statusCode, hired.body).toBe(200);
    expect(hired.json()).toMatchObject({ contratado: true, dataContratacao: '2025-07-10' });
    expect((await t.request('GET', `/api/candidatos/${id('Elaine Cristina Prado')}`, { cookie: t.admin })).json().contratado).toBe(true);
    const after = await pipeline(ANALISTA);
    expect(after.solicitacao).toMatchObject({ quantidade: 1, qtdVagasPreenchidas: 1 });
    const again = await t.request('PUT', `/api/candidatos-solicitacao/${elaine.id}/contratar`, { cookie: t.admin, body: { dataContratacao: '2025-07-10' } });
    expect(again.json().message).toBe('O candidato já foi contratado nesta solicitação.');
    const bruno = after.candidatos.find((c: { nome: string }) => c.nome === 'Bruno Henrique Lima');
    const full = await t.request('PUT', `/api/candidatos-solicitacao/${bruno.id}/contratar`, { cookie: t.admin, body: { dataContratacao: '2025-07-10' } });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('Todas as vagas desta solicitação já foram preenchidas.');
    const remove = await t.request('DELETE', `/api/candidatos-solicitacao/${elaine.id}`, { cookie: t.admin });
    expect(remove.json().message).toBe('Candidato contratado não pode ser removido da solicitação.');
    // The demo hire in the warehouse request (2 vacancies) counted one.
    expect((await pipeline(AUXILIARES)).solicitacao).toMatchObject({ quantidade: 2, qtdVagasPreenchidas: 1 });
  });

  it('outra empresa não vê nem altera a seleção', async () => {
    const vinculo = (await pipeline(ANALISTA)).candidatos[0];
    expect((await t.request('GET', `/api/solicitacoes-pessoal/${id(ANALISTA)}/processo-seletivo`, { cookie: t.norte })).statusCode).toBe(404);
    expect((await t.request('GET', `/api/historico/candidato/${id('Ana Beatriz Souza')}`, { cookie: t.norte })).json()).toEqual([]);
    const foreign = await step(vinculo.id, 'Triagem de currículos', 'A', t.norte);
    expect(foreign.statusCode).toBe(400);
    expect((await link(id('Ana Beatriz Souza'), { empresaId: 1, solicitacoesIds: [id(AUXILIARES)] }, t.norte)).statusCode).toBe(403);
    const hire = await t.request('PUT', `/api/candidatos-solicitacao/${vinculo.id}/contratar`, { cookie: t.norte, body: { dataContratacao: '2025-07-10' } });
    expect(hire.statusCode).toBe(404);
  });

  it('candidatura pelo portal: sessão de candidato, vaga aberta, espera entre candidaturas', async () => {
    const candidatoId = id('Bruno Henrique Lima');
    const { token } = await t.engine.sessions.create('candidato', candidatoId, 1, []);
    const candidato = `rh_sessao=${token}`;
    const apply = (solicitacao: string, who = candidato) =>
      t.request('POST', `/api/externo/candidatos-solicitacao?solicitacaoId=${id(solicitacao)}`, { cookie: who });

    expect((await t.request('POST', `/api/externo/candidatos-solicitacao?solicitacaoId=${id(AUXILIARES)}`)).statusCode).toBe(401);
    // An internal session is not a candidate's.
    expect((await apply(AUXILIARES, t.admin)).statusCode).toBe(403);
    // The warehouse request has no ad: nothing to apply to from the portal.
    const noAd = await apply(AUXILIARES);
    expect(noAd.statusCode).toBe(400);
    expect(noAd.json().message).toBe('Esta vaga não está mais aberta.');

    // Diego leaves the analyst request and applies again from the portal: a new link, origin portal.
    const diego = (await pipeline(ANALISTA)).candidatos.find((c: { nome: string }) => c.nome === 'Diego Araújo');
    expect((await t.request('DELETE', `/api/candidatos-solicitacao/${diego.id}`, { cookie: t.admin })).statusCode).toBe(204);
    const { token: diegoToken } = await t.engine.sessions.create('candidato', id('Diego Araújo'), 1, []);
    const fresh = await apply(ANALISTA, `rh_sessao=${diegoToken}`);
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect((await pipeline(ANALISTA)).candidatos.find((c: { nome: string }) => c.nome === 'Diego Araújo').origem).toBe('P');

    // Bruno applied 36 days ago (demo); the ad asks 90 days between two applications.
    const early = await apply(ANALISTA);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Você já se candidatou a esta vaga em \d{2}\/\d{2}\/\d{4}\. Uma nova candidatura será possível a partir de \d{2}\/\d{2}\/\d{4}\.$/);
    // Without a wait, the application is renewed (same link, path kept), once a day.
    const ad = (await t.request('GET', `/api/solicitacoes-pessoal/${id(ANALISTA)}/anuncio`, { cookie: t.admin })).json();
    const { createdAt: _c, updatedAt: _u, ...editable } = ad;
    expect((await t.request('PUT', `/api/anuncios/${ad.id}`, { cookie: t.admin, body: { ...editable, diasEsperaNovaAplicacao: 0 } })).statusCode).toBe(200);
    const renewed = await apply(ANALISTA);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().nova).toBe(false);
    expect((await apply(ANALISTA)).json().message).toMatch(/^Você já se candidatou a esta vaga em \d{2}\/\d{2}\/\d{4}\.$/);
    const bruno = (await pipeline(ANALISTA)).candidatos.filter((c: { nome: string }) => c.nome === 'Bruno Henrique Lima');
    expect(bruno).toHaveLength(1);
    expect(bruno[0].origem).toBe('P');
    expect(bruno[0].etapaAtualId).toBe(id('Triagem de currículos'));

    // Another company's session cannot apply to this company's request.
    const other = await t.engine.sessions.create('candidato', candidatoId, 2, []);
    expect((await apply(ANALISTA, `rh_sessao=${other.token}`)).statusCode).toBe(400);
  });
});

