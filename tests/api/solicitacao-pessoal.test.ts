/** Personnel requests: rules by company configuration, every action's transitions, limits. */
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NORTE, useTestApp } from '../support/test-app';

const t = useTestApp();
let ids: Record<string, number>;

async function optionId(resource: string, label: string, field = 'nome'): Promise<number> {
  const options = (await t.request('GET', `/api/${resource}?unpaged=true&resumido=true`, { cookie: t.admin })).json() as Record<string, unknown>[];
  const found = options.find((o) => o[field] === label);
  if (!found) throw new Error(`${resource}: ${label} não encontrado`);
  return found.id as number;
}

async function setConfig(values: Record<string, boolean>): Promise<void> {
  const empresa = t.engine.registry.get('empresa');
  for (const [key, value] of Object.entries(values)) {
    const column = empresa.properties[key] ? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) : key;
    await sql`update empresa set ${sql.id(column)} = ${value} where id = 1`.execute(t.engine.database.owner);
  }
}

function base(extra: Record<string, unknown> = {}) {
  return {
    data: '2025-06-01',
    descricao: 'Vaga de teste',
    horarioComercial: 'Comercial',
    estabelecimento: { id: ids.estabelecimento },
    areaOrganizacional: { id: ids.area },
    cargo: { id: ids.cargo },
    motivoSolicitacao: { id: ids.motivo },
    ...extra,
  };
}

async function create(extra: Record<string, unknown> = {}) {
  const response = await t.request('POST', '/api/solicitacoes-pessoal', { cookie: t.admin, body: base(extra) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Record<string, unknown> & { id: number };
}

const act = (id: number, action: string, body: unknown = {}, who = t.admin) =>
  t.request(action === 'email' ? 'POST' : 'PUT', `/api/solicitacoes-pessoal/${id}/${action}`, { cookie: who, body: body as object });

const bodies: Record<string, unknown> = {
  suspende: { dataSuspensao: '2025-06-10', observacao: 'Aguardando orçamento' },
  encerra: { dataEncerramento: '2025-06-20', obsEncerra: 'Vaga preenchida' },
  cancela: { obsCancelamento: 'Desistência da área' },
  libera: { observacaoLiberador: 'De acordo' },
  status: { status: 'R', dataStatus: '2025-06-02', observacaoLiberador: 'Sem orçamento' },
  reabre: { observacao: 'Retomada' },
};

async function inState(state: 'aberta' | 'suspensa' | 'encerrada' | 'cancelada') {
  const record = await create();
  const path = { aberta: [], suspensa: ['suspende'], encerrada: ['encerra'], cancelada: ['cancela'] }[state];
  for (const action of path) expect((await act(record.id, action, bodies[action])).statusCode).toBe(200);
  return record.id;
}

beforeAll(async () => {
  ids = {
    estabelecimento: await optionId('estabelecimentos', 'Matriz Fortaleza'),
    area: await optionId('areas-organizacionais', 'Operações'),
    cargo: await optionId('cargos', 'Auxiliar de Logística'),
    motivo: await optionId('motivos-solicitacao', 'Aumento de quadro', 'descricao'),
  };
});
beforeEach(() => setConfig({ solPessoalObrigarDadosComplementares: false, solPessoalExibirSalario: true, obrigarAmbienteFuncao: false, solPessoalReabrirSolicitacao: false }));

describe('solicitação de pessoal: cadastro', () => {
  it('padrões da especificação e campos do servidor que o corpo não altera', async () => {
    const record = await create({ status: 'A', suspensa: true, encerrada: true, solicitante: 'Outro' });
    expect(record).toMatchObject({ quantidade: 1, vinculo: 'E', sexo: 'I', status: 'I', suspensa: false, encerrada: false, cancelada: false });
    expect(record.solicitante).toBe('Administrador Demonstração');
    const put = await t.request('PATCH', `/api/solicitacoes-pessoal/${record.id}`, {
      cookie: t.admin,
      body: { ...base({ descricao: 'Alterada' }), id: record.id, version: record.version, cancelada: true, status: 'A' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ descricao: 'Alterada', cancelada: false, status: 'I' });
  });

  it('mensagens dos campos obrigatórios e regras', async () => {
    const response = await t.request('POST', '/api/solicitacoes-pessoal', { cookie: t.admin, body: { quantidade: 0, remuneracao: -5 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'data', message: 'Data da solicitação é obrigatória' },
        { field: 'horarioComercial', message: 'Horário de trabalho é obrigatório' },
        { field: 'quantidade', message: 'Número de vagas deve ser um número positivo' },
        { field: 'remuneracao', message: 'Remuneração deve ser um número positivo' },
      ]),
    );
  });

  it('somente o último talento substituído pode ficar vazio', async () => {
    const colaborador = await optionId('colaboradores', 'Joana Alves Rocha');
    const bad = await t.request('POST', '/api/solicitacoes-pessoal', { cookie: t.admin, body: base({ colaboradoresSubstituidosIds: [null, colaborador] }) });
    expect(bad.json().fields).toEqual([{ field: 'colaboradoresSubstituidosIds', message: 'Somente o último talento pode ficar vazio' }]);
    const ok = await create({ colaboradoresSubstituidosIds: [colaborador, null] });
    expect(ok.colaboradoresSubstituidosIds).toEqual([colaborador]);
  });

  it('dados complementares obrigatórios só com a configuração ligada', async () => {
    await setConfig({ solPessoalObrigarDadosComplementares: true });
    const response = await t.request('POST', '/api/solicitacoes-pessoal', { cookie: t.admin, body: base() });
    expect(response.statusCode).toBe(400);
    const fields = [...new Set((response.json().fields as { field: string; message: string }[]).map((f) => f.field))].sort();
    expect(fields).toEqual(['bairrosIds', 'cidade', 'escolaridade', 'estado', 'idadeMaxima', 'idadeMinima', 'infoComplementares', 'remuneracao', 'sexo', 'vinculo']);
    expect(response.json().fields).toContainEqual({ field: 'cidade', message: 'Cidade é obrigatória' });
    expect(response.json().fields).toContainEqual({ field: 'estado', message: 'Estado é obrigatório' });

    await setConfig({ solPessoalExibirSalario: false });
    const semSalario = await t.request('POST', '/api/solicitacoes-pessoal', { cookie: t.admin, body: base() });
    expect((semSalario.json().fields as { field: string }[]).map((f) => f.field)).not.toContain('remuneracao');

    await setConfig({ solPessoalObrigarDadosComplementares: false });
    await create();
  });

  it('ambiente e função obrigatórios só com obrigarAmbienteFuncao', async () => {
    await setConfig({ obrigarAmbienteFuncao: true });
    const response = await t.request('POST', '/api/solicitacoes-pessoal', { cookie: t.admin, body: base() });
    expect(response.json().fields).toEqual([
      { field: 'ambiente', message: 'Ambiente é obrigatório' },
      { field: 'funcao', message: 'Função é obrigatória' },
    ]);
    await setConfig({ obrigarAmbienteFuncao: false });
    await create();
  });

  it('a tela recebe a configuração que resolve as regras', async () => {
    await setConfig({ solPessoalObrigarDadosComplementares: true });
    const meta = (await t.request('GET', '/api/meta/entities', { cookie: t.admin })).json() as { name: string; config?: Record<string, unknown> }[];
    expect(meta.find((e) => e.name === 'solicitacaoPessoal')?.config).toMatchObject({ solPessoalObrigarDadosComplementares: true, solPessoalExibirSalario: true });
  });

  it('faixa salarial de outro cargo é recusada', async () => {
    const faixa = await optionId('faixas-salariais', 'Analista de RH - Júnior', 'descricao');
    const response = await t.request('POST', '/api/solicitacoes-pessoal', { cookie: t.admin, body: base({ faixaSalarial: { id: faixa } }) });
    expect(response.json().fields).toEqual([{ field: 'faixaSalarial', message: 'A faixa salarial não pertence ao cargo' }]);
  });
});

describe('solicitação de pessoal: ações', () => {
  const valid: [string, string, Record<string, unknown>][] = [
    ['aberta', 'suspende', { suspensa: true }],
    ['aberta', 'encerra', { encerrada: true, dataEncerramento: '2025-06-20', obsEncerra: 'Vaga preenchida' }],
    ['aberta', 'cancela', { cancelada: true, obsCancelamento: 'Desistência da área' }],
    ['aberta', 'libera', { status: 'A', liberador: 'Administrador Demonstração', observacaoLiberador: 'De acordo' }],
    ['aberta', 'status', { status: 'R', dataStatus: '2025-06-02', liberador: 'Administrador Demonstração' }],
    ['suspensa', 'reabre', { suspensa: false }],
    ['suspensa', 'encerra', { encerrada: true, suspensa: false }],
    ['suspensa', 'cancela', { cancelada: true, suspensa: false }],
  ];
  it.each(valid)('solicitação %s aceita %s', async (state, action, after) => {
    const id = await inState(state as 'aberta');
    const response = await act(id, action, bodies[action]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject(after);
  });

  const refused: [string, string, string][] = [
    ['suspensa', 'suspende', 'A solicitação já está suspensa.'],
    ['encerrada', 'suspende', 'Solicitação encerrada não pode ser suspensa.'],
    ['cancelada', 'suspende', 'Solicitação cancelada não pode ser suspensa.'],
    ['encerrada', 'encerra', 'A solicitação já está encerrada.'],
    ['cancelada', 'encerra', 'Solicitação cancelada não pode ser encerrada.'],
    ['encerrada', 'cancela', 'Solicitação encerrada não pode ser cancelada.'],
    ['cancelada', 'cancela', 'A solicitação já está cancelada.'],
    ['encerrada', 'libera', 'Solicitação encerrada não pode ser liberada.'],
    ['cancelada', 'libera', 'Solicitação cancelada não pode ser liberada.'],
    ['encerrada', 'status', 'Solicitação encerrada não pode ter o status alterado.'],
    ['cancelada', 'status', 'Solicitação cancelada não pode ter o status alterado.'],
    ['aberta', 'reabre', 'A solicitação já está aberta.'],
    ['cancelada', 'reabre', 'Solicitação cancelada não pode ser reaberta.'],
    ['encerrada', 'reabre', 'A configuração da empresa não permite reabrir solicitação encerrada.'],
  ];
  it.each(refused)('solicitação %s recusa %s: %s', async (state, action, message) => {
    const id = await inState(state as 'aberta');
    const before = (await t.request('GET', `/api/solicitacoes-pessoal/${id}`, { cookie: t.admin })).json();
    const response = await act(id, action, bodies[action]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'ACTION_REFUSED', message });
    expect((await t.request('GET', `/api/solicitacoes-pessoal/${id}`, { cookie: t.admin })).json()).toEqual(before);
  });

  it('liberar duas vezes e repetir o status são recusados', async () => {
    const id = await inState('aberta');
    expect((await act(id, 'libera', {})).statusCode).toBe(200);
    expect((await act(id, 'libera', {})).json().message).toBe('A solicitação já está liberada.');
    expect((await act(id, 'status', { status: 'A', dataStatus: '2025-06-03' })).json()).toEqual({
      code: 'ACTION_REFUSED',
      message: 'A solicitação já está com este status.',
    });
  });

  it('reabrir uma encerrada quando a empresa permite', async () => {
    await setConfig({ solPessoalReabrirSolicitacao: true });
    const id = await inState('encerrada');
    const response = await act(id, 'reabre', { observacao: 'Nova necessidade' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ encerrada: false, dataEncerramento: null, obsEncerra: null });
  });

  it('datas e observações validadas; encerramento não antes da solicitação', async () => {
    const id = await inState('aberta');
    expect((await act(id, 'encerra', {})).json().fields).toEqual([{ field: 'dataEncerramento', message: 'Data de encerramento é obrigatória' }]);
    expect((await act(id, 'encerra', { dataEncerramento: '2025-05-01' })).json().fields).toEqual([
      { field: 'dataEncerramento', message: 'A data de encerramento não pode ser anterior à data da solicitação' },
    ]);
    expect((await act(id, 'suspende', { dataSuspensao: '2025-06-10', suspensa: false })).statusCode).toBe(400);
  });

  it('cada ação fica registrada: quem, quando e as observações', async () => {
    const id = await inState('suspensa');
    await act(id, 'reabre', { observacao: 'Retomada' });
    const history = (await t.request('GET', `/api/solicitacoes-pessoal/${id}/acoes`, { cookie: t.admin })).json();
    expect(history).toMatchObject([
      { acao: 'suspende', label: 'Suspender', usuarioNome: 'Administrador Demonstração', dados: bodies.suspende },
      { acao: 'reabre', label: 'Reabrir', dados: { observacao: 'Retomada' } },
    ]);
    expect(history[0].data).toEqual(expect.any(String));
  });

  it('outra empresa não age nem vê o histórico', async () => {
    const id = await inState('aberta');
    const norte = await t.login(NORTE);
    expect((await act(id, 'suspende', bodies.suspende, norte)).statusCode).toBe(404);
    expect((await t.request('GET', `/api/solicitacoes-pessoal/${id}/acoes`, { cookie: norte })).statusCode).toBe(404);
  });
});

describe('solicitação de pessoal: filtros e limite', () => {
  it('filtro de situação T/A/S/E/C e visualizar', async () => {
    const count = async (query: string) => (await t.request('GET', `/api/solicitacoes-pessoal?size=1000&${query}`, { cookie: t.admin })).json().content as { suspensa: boolean; encerrada: boolean; cancelada: boolean }[];
    const todas = await count('status=T');
    expect(todas.length).toBeGreaterThanOrEqual(5);
    expect((await count('status=A')).every((r) => !r.suspensa && !r.encerrada && !r.cancelada)).toBe(true);
    expect((await count('status=S')).every((r) => r.suspensa && !r.encerrada && !r.cancelada)).toBe(true);
    expect((await count('status=E')).every((r) => r.encerrada && !r.cancelada)).toBe(true);
    expect((await count('status=C')).every((r) => r.cancelada)).toBe(true);
    for (const s of ['A', 'S', 'E', 'C']) expect((await count(`status=${s}`)).length, s).toBeGreaterThan(0);
    expect((await count('visualizar=A')).every((r) => !r.encerrada && !r.cancelada)).toBe(true);
    expect((await t.request('GET', '/api/solicitacoes-pessoal?status=X', { cookie: t.admin })).statusCode).toBe(400);
  });

  it('filtros da solicitação: código, datas, cargo', async () => {
    const record = await create({ data: '2024-02-02' });
    const list = (await t.request('GET', `/api/solicitacoes-pessoal?codigo=${record.id}`, { cookie: t.admin })).json();
    expect(list.content.map((r: { id: number }) => r.id)).toEqual([record.id]);
    const range = (await t.request('GET', '/api/solicitacoes-pessoal?dataIni=2024-02-01&dataFim=2024-02-03', { cookie: t.admin })).json();
    expect(range.content.map((r: { id: number }) => r.id)).toContain(record.id);
    const byCargo = (await t.request('GET', `/api/solicitacoes-pessoal?cargoId=${ids.cargo}&size=1000`, { cookie: t.admin })).json();
    expect(byCargo.content.every((r: { cargo: { id: number } }) => r.cargo.id === ids.cargo)).toBe(true);
  });

  it('validarLimiteCargo conta talentos ativos e vagas em aberto', async () => {
    const demo = async (quantidade: number) =>
      (await t.request('POST', '/api/solicitacoes-pessoal/validarLimiteCargo/0', {
        cookie: t.admin,
        body: { cargo: { id: ids.cargo }, areaOrganizacional: { id: ids.area }, quantidade },
      })).json();
    // Demo: limit 6 for logistics assistants in Operações, two of them active.
    expect(await demo(1)).toMatchObject({ limite: 6, colaboradoresAtivos: 2 });

    const area = await optionId('areas-organizacionais', 'Diretoria');
    const cargo = await optionId('cargos', 'Assistente Administrativo');
    const config = { descricao: 'Assistentes da diretoria', areaOrganizacional: { id: area }, cargo: { id: cargo }, limite: 3 };
    expect((await t.request('POST', '/api/configuracoes-limite-colaborador', { cookie: t.admin, body: config })).statusCode).toBe(201);
    const check = async (quantidade: number, solicitacao = 0) =>
      (await t.request('POST', `/api/solicitacoes-pessoal/validarLimiteCargo/${solicitacao}`, {
        cookie: t.admin,
        body: { cargo: { id: cargo }, areaOrganizacional: { id: area }, quantidade },
      })).json();
    expect(await check(3)).toMatchObject({ limite: 3, colaboradoresAtivos: 0, vagasAbertas: 0, disponiveis: 3, permitido: true });
    const open = await create({ areaOrganizacional: { id: area }, cargo: { id: cargo }, quantidade: 2 });
    expect(await check(2)).toMatchObject({ vagasAbertas: 2, disponiveis: 1, permitido: false });
    expect((await check(2)).mensagem).toBe(
      'O limite de 3 colaborador(es) para o cargo Assistente Administrativo na área Diretoria seria ultrapassado: 0 ativo(s), 2 vaga(s) em aberto e 2 solicitada(s).',
    );
    // Editing the open request itself does not count its own vacancies twice.
    expect(await check(3, open.id)).toMatchObject({ vagasAbertas: 0, permitido: true });

    // With a reason that counts talents per cargo, saving past the limit is refused.
    const motivo = await optionId('motivos-solicitacao', 'Substituição de colaborador', 'descricao');
    const saved = await t.request('POST', '/api/solicitacoes-pessoal', {
      cookie: t.admin,
      body: base({ areaOrganizacional: { id: area }, cargo: { id: cargo }, motivoSolicitacao: { id: motivo }, quantidade: 2 }),
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().fields[0].field).toBe('quantidade');
  });
});
