/**
 * The request's remaining fields of §3.4 (emailsCheck, escolaridades, estado) stored and
 * printed, and references that depend on another field (`filterBy`): the cities of a state,
 * the neighbourhoods of a city — offered filtered in SQL and refused when they do not match.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { captureMail, stopCapturingMail } from '../../server/mail/mailer';
import { errors } from '../../server/errors';
import { pdfText } from '../support/pdf-text';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
let base: Record<string, unknown>;
const CEARA = 23;
const AMAZONAS = 13;
const FORTALEZA = 2304400;
const MANAUS = 1302603;

async function optionId(resource: string, label: string, field = 'nome'): Promise<number> {
  const options = (await t.request('GET', `/api/${resource}?unpaged=true&resumido=true`, { cookie: t.admin })).json() as Record<string, unknown>[];
  return options.find((o) => o[field] === label)!.id as number;
}

beforeAll(async () => {
  base = {
    data: '2025-06-01',
    descricao: 'Vaga com dados complementares',
    horarioComercial: 'Comercial',
    estabelecimento: { id: await optionId('estabelecimentos', 'Matriz Fortaleza') },
    areaOrganizacional: { id: await optionId('areas-organizacionais', 'Operações') },
    cargo: { id: await optionId('cargos', 'Auxiliar de Logística') },
    motivoSolicitacao: { id: await optionId('motivos-solicitacao', 'Aumento de quadro', 'descricao') },
  };
});

const post = (body: Record<string, unknown>, who = t.admin) => t.request('POST', '/api/solicitacoes-pessoal', { cookie: who, body: { ...base, ...body } });

describe('solicitação: e-mails, escolaridades, estado e cidade', () => {
  it('guarda e devolve emailsCheck e escolaridades, e imprime escolaridades e estado no PDF', async () => {
    const created = await post({
      emailsCheck: ['gestor@demonstracao.com.br', 'rh@demonstracao.com.br'],
      escolaridades: ['07', '09'],
      estado: { id: CEARA },
      cidade: { id: FORTALEZA },
    });
    expect(created.statusCode, created.body).toBe(201);
    const read = (await t.request('GET', `/api/solicitacoes-pessoal/${created.json().id}`, { cookie: t.admin })).json();
    expect(read).toMatchObject({
      emailsCheck: ['gestor@demonstracao.com.br', 'rh@demonstracao.com.br'],
      escolaridades: ['07', '09'],
      estado: { id: CEARA, nome: 'Ceará' },
      cidade: { id: FORTALEZA },
    });
    const pdf = await t.request('GET', `/api/solicitacoes-pessoal/${created.json().id}/pdf`, { cookie: t.admin });
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    // Labels over values, a row of the grid at a time.
    expect(text).toContain('Escolaridades aceitas Ensino Médio completo, Educação Técnica completa');
    expect(text).toContain('Sexo Estado Cidade Indiferente Ceará Fortaleza');
    // Another company does not see it at all.
    expect((await t.request('GET', `/api/solicitacoes-pessoal/${created.json().id}`, { cookie: t.norte })).statusCode).toBe(404);
  });

  it('recusa e-mail inválido e escolaridade fora da lista, com mensagem no campo', async () => {
    const bad = await post({ emailsCheck: ['gestor@demonstracao.com.br', 'não é e-mail'], escolaridades: ['99'] });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['emailsCheck.1', 'escolaridades.0']));
  });

  it('a lista de cidades filtra pelo estado no SQL (a mesma chamada do formulário)', async () => {
    const ceara = (await t.request('GET', `/api/cidades?unpaged=true&resumido=true&estadoId=${CEARA}`, { cookie: t.admin })).json() as { id: number }[];
    expect(ceara.length).toBe(184);
    expect(ceara.map((c) => c.id)).toContain(FORTALEZA);
    expect(ceara.map((c) => c.id)).not.toContain(MANAUS);
  });

  it('recusa cidade de outro estado e bairro de outra cidade, em qualquer entidade que declare filterBy', async () => {
    const wrongCity = await post({ estado: { id: CEARA }, cidade: { id: MANAUS } });
    expect(wrongCity.statusCode).toBe(400);
    expect(wrongCity.json().fields).toEqual([{ field: 'cidade', message: 'A opção escolhida não corresponde ao campo Estado.' }]);
    const aldeota = await optionId('bairros', 'Aldeota');
    const wrongBairro = await post({ estado: { id: AMAZONAS }, cidade: { id: MANAUS }, bairrosIds: [aldeota] });
    expect(wrongBairro.json().fields).toEqual([{ field: 'bairrosIds', message: 'A opção escolhida não corresponde ao campo Cidade.' }]);
    const right = await post({ estado: { id: CEARA }, cidade: { id: FORTALEZA }, bairrosIds: [aldeota] });
    expect(right.statusCode, right.body).toBe(201);

    // The candidate's address group: the sibling is found inside the group.
    const bruno = await optionId('candidatos', 'Bruno Henrique Lima');
    const { createdAt: _c, updatedAt: _u, ...record } = (await t.request('GET', `/api/candidatos/${bruno}`, { cookie: t.admin })).json();
    const candidato = await t.request('PUT', `/api/candidatos/${bruno}`, { cookie: t.admin, body: { ...record, endereco: { ...record.endereco, uf: { id: AMAZONAS } } } });
    expect(candidato.json().fields).toEqual(expect.arrayContaining([{ field: 'endereco.cidade', message: 'A opção escolhida não corresponde ao campo Estado.' }]));
  });

  it('avisa os e-mails da solicitação quando ela é suspensa, com a observação; sem e-mails, nada sai', async () => {
    const sent = captureMail();
    try {
      const created = (await post({ emailsCheck: ['gestor@demonstracao.com.br'] })).json();
      const suspended = await t.request('PUT', `/api/solicitacoes-pessoal/${created.id}/suspende`, {
        cookie: t.admin,
        body: { dataSuspensao: '2025-06-10', observacao: 'Aguardando <orçamento>' },
      });
      expect(suspended.statusCode, suspended.body).toBe(200);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ to: ['gestor@demonstracao.com.br'], subject: `Solicitação de Pessoal Nº ${created.id}: Suspender` });
      expect(sent[0]!.text).toContain('Administrador Demonstração executou "Suspender" na solicitação "Vaga com dados complementares"');
      expect(sent[0]!.text).toContain('Observação: Aguardando <orçamento>');
      expect(sent[0]!.html).toContain('Aguardando &lt;orçamento&gt;');
      const silent = (await post({})).json();
      await t.request('PUT', `/api/solicitacoes-pessoal/${silent.id}/cancela`, { cookie: t.admin, body: { obsCancelamento: 'Desistência' } });
      expect(sent).toHaveLength(1);
    } finally {
      stopCapturingMail();
    }
  });

  it('uma ação desfeita (o banco recusou depois dos avisos) não avisa ninguém', async () => {
    const sent = captureMail();
    // A hook registered after the notices refuses the action inside its transaction.
    t.engine.hooks.register('solicitacaoPessoal', {
      onAction: ({ action }) => {
        if (action === 'suspende') throw errors.badRequest('Recusada pelo teste.');
      },
    });
    try {
      const created = (await post({ emailsCheck: ['gestor@demonstracao.com.br'] })).json();
      const refused = await t.request('PUT', `/api/solicitacoes-pessoal/${created.id}/suspende`, { cookie: t.admin, body: { dataSuspensao: '2025-06-10' } });
      expect(refused.statusCode).toBe(400);
      expect((await t.request('GET', `/api/solicitacoes-pessoal/${created.id}`, { cookie: t.admin })).json().suspensa).toBe(false);
      expect(sent).toHaveLength(0);
    } finally {
      stopCapturingMail();
    }
  });
});
