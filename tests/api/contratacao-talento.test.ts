/** A hired candidate becomes a talento: the prefilled values, one talento per CPF and per candidate, the candidate's flags, tenancy. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const ANALISTA = 'Analista de RH para recrutamento';

const json = async (method: string, url: string, body?: unknown, who = t.admin) => (await t.request(method, url, { cookie: who, body })).json();
async function idBy(resource: string, field: string, value: string): Promise<number> {
  const page = await json('GET', `/api/${resource}?size=100`);
  return page.content.find((r: Record<string, unknown>) => r[field] === value).id;
}
const editable = ({ createdAt: _c, updatedAt: _u, ...record }: Record<string, unknown>) => record;
/** The candidate's link to the analyst request (the demo's, or a new one). */
async function vinculoDe(nome: string): Promise<{ id: number }> {
  const candidatoId = await idBy('candidatos', 'nome', nome);
  const solicitacaoId = await idBy('solicitacoes-pessoal', 'descricao', ANALISTA);
  const found = (await json('GET', `/api/candidatos-solicitacao?solicitacaoId=${solicitacaoId}&candidatoId=${candidatoId}`)).content[0];
  return found ?? (await json('POST', `/api/solicitacoes-pessoal/candidato/${candidatoId}`, { solicitacoesIds: [solicitacaoId] }))[0];
}
/** Hires the candidate in the analyst request (quantity raised to 3 by the first test). */
async function contratar(nome: string): Promise<number> {
  const vinculo = await vinculoDe(nome);
  const hired = await t.request('PUT', `/api/candidatos-solicitacao/${vinculo.id}/contratar`, { cookie: t.admin, body: { dataContratacao: '2025-07-10' } });
  expect(hired.statusCode, hired.body).toBe(200);
  return vinculo.id;
}

describe('candidato contratado → talento', () => {
  it('o formulário do talento vem preenchido do candidato e da solicitação', async () => {
    const solicitacaoId = await idBy('solicitacoes-pessoal', 'descricao', ANALISTA);
    const solicitacao = await json('GET', `/api/solicitacoes-pessoal/${solicitacaoId}`);
    const updated = await t.request('PUT', `/api/solicitacoes-pessoal/${solicitacaoId}`, { cookie: t.admin, body: { ...editable(solicitacao), quantidade: 3 } });
    expect(updated.statusCode, updated.body).toBe(200);

    const candidatoId = await idBy('candidatos', 'nome', 'Bruno Henrique Lima');
    const naoContratado = await vinculoDe('Bruno Henrique Lima');
    const early = await t.request('GET', `/api/candidatos-solicitacao/${naoContratado.id}/talento`, { cookie: t.admin });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('O candidato ainda não foi contratado nesta solicitação.');
    await t.request('PUT', `/api/candidatos-solicitacao/${naoContratado.id}/contratar`, { cookie: t.admin, body: { dataContratacao: '2025-07-10' } });

    const draft = await json('GET', `/api/candidatos-solicitacao/${naoContratado.id}/talento`);
    expect(draft).toMatchObject({
      nome: 'Bruno Henrique Lima',
      cpf: '52601815906',
      dataNascimento: '1988-11-02',
      sexo: 'M',
      escolaridade: '07',
      email: 'bruno.lima@exemplo.com.br',
      dddCelular: '85',
      foneCelular: '999110022',
      endereco: { cep: '60160230', logradouro: 'Rua Silva Paulet', numero: '88', bairro: 'Meireles', uf: { id: 23 }, cidade: { id: 2304400 } },
      estabelecimento: { id: solicitacao.estabelecimento.id },
      areaOrganizacional: { id: solicitacao.areaOrganizacional.id },
      cargo: { id: solicitacao.cargo.id },
      salario: solicitacao.remuneracao,
      dataAdmissao: '2025-07-10',
      candidato: { id: candidatoId, nome: 'Bruno Henrique Lima' },
    });

    const created = await t.request('POST', '/api/colaboradores', { cookie: t.admin, body: { ...draft, matricula: '000301' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ candidato: { id: candidatoId }, endereco: { cidade: { id: 2304400 } } });
    expect(await json('GET', `/api/candidatos/${candidatoId}`)).toMatchObject({ contratado: true, disponivel: false, jaFoiColaborador: false });

    // The same person twice: refused with the CPF's message, nothing written.
    const again = await t.request('POST', '/api/colaboradores', { cookie: t.admin, body: draft });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual([{ field: 'cpf', message: 'Já existe um talento com este CPF nesta empresa.' }]);
    const byLink = await t.request('POST', '/api/colaboradores', { cookie: t.admin, body: { ...draft, cpf: '11144477735' } });
    expect(byLink.json().fields).toEqual([{ field: 'candidato', message: 'Este candidato já foi cadastrado como talento.' }]);
    expect((await json('GET', '/api/colaboradores?cpf=52601815906')).totalElements).toBe(1);
    expect((await t.request('GET', `/api/candidatos-solicitacao/${naoContratado.id}/talento`, { cookie: t.admin })).json().message).toBe(
      'Já existe um talento com este CPF nesta empresa.',
    );

    // Dismissed, the candidate "já foi colaborador".
    const talento = created.json();
    const dismissed = await t.request('PUT', `/api/colaboradores/${talento.id}`, { cookie: t.admin, body: { ...editable(talento), dataDesligamento: '2025-08-01' } });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(await json('GET', `/api/candidatos/${candidatoId}`)).toMatchObject({ contratado: false, jaFoiColaborador: true });
  });

  it('recusa quem já é talento pelo CPF (a demo tem Ana Beatriz como a talento Mariana)', async () => {
    const vinculo = await contratar('Ana Beatriz Souza');
    const refused = await t.request('GET', `/api/candidatos-solicitacao/${vinculo}/talento`, { cookie: t.admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Já existe um talento com este CPF nesta empresa.');
  });

  it('outra empresa não lê o rascunho, e o mesmo CPF pode ser talento em outra empresa', async () => {
    const vinculo = await contratar('Diego Araújo');
    expect((await t.request('GET', `/api/candidatos-solicitacao/${vinculo}/talento`, { cookie: t.norte })).statusCode).toBe(404);
    const draft = await json('GET', `/api/candidatos-solicitacao/${vinculo}/talento`);
    const norteRefs = async (resource: string) => (await json('GET', `/api/${resource}?size=1`, undefined, t.norte)).content[0].id;
    const body = {
      nome: draft.nome,
      cpf: draft.cpf,
      dataAdmissao: '2025-07-10',
      estabelecimento: { id: await norteRefs('estabelecimentos') },
      areaOrganizacional: { id: await norteRefs('areas-organizacionais') },
      cargo: { id: await norteRefs('cargos') },
      salario: 2500,
    };
    const inNorte = await t.request('POST', '/api/colaboradores', { cookie: t.norte, body });
    expect(inNorte.statusCode, inNorte.body).toBe(201);
    // Company 1 still may register Diego: Norte's talento is not in its company.
    const own = await t.request('POST', '/api/colaboradores', { cookie: t.admin, body: draft });
    expect(own.statusCode, own.body).toBe(201);
  });
});
