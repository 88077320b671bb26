/**
 * SST registers (issue 17 item 1; spec 02 §3 and §5 "SST"): lotação tributária with the number each
 * eSocial type takes, obras and their address, ambientes and funções with dated history (and what
 * holds on a date), clinics, EPIs and their types with sizes, EPCs, risks, probabilities,
 * severities, the classification matrix, Tabela 24 loaded as reference data, unique names per
 * company, and tenancy.
 */
import { describe, expect, it } from 'vitest';
import { ambienteNaData, funcaoNaData } from '../../modules/sst/historicos/na-data';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

type Json = Record<string, unknown>;
const get = async (url: string, cookie = t.admin) => (await t.request('GET', url, { cookie })).json();
const post = (url: string, body: unknown, cookie = t.admin) => t.request('POST', url, { cookie, body });
const escopo = { empresaId: 1, usuarioId: 1 };

const CNPJ = '11444777000161';
const CPF = '52998224725';
const CNO = '510012345001';
const CAEPF = '12345678900100';

/** The field messages of a refused create (400) in field order, or fails with the answer. */
async function recusa(url: string, body: Json, cookie = t.admin): Promise<{ field: string; message: string }[]> {
  const response = await post(url, body, cookie);
  expect(response.statusCode, response.body).toBe(400);
  return (response.json().fields as { field: string; message: string }[]).sort((a, b) => a.field.localeCompare(b.field));
}

async function criar(url: string, body: Json, cookie = t.admin): Promise<Json & { id: number }> {
  const response = await post(url, body, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const idDe = async (recurso: string, filtro: string, cookie = t.admin) => ((await get(`/api/${recurso}?${filtro}`, cookie)).content as { id: number }[])[0]!.id;

describe('Lotação tributária', () => {
  it('GET /tipos: a Tabela 10 do eSocial com o número que cada tipo pede', async () => {
    const response = await t.request('GET', '/api/lotacoes-tributarias/tipos', { cookie: t.admin });
    expect(response.statusCode).toBe(200);
    const tipos = response.json() as { codigo: string; inscricao: string; descricao: string }[];
    const inscricao = Object.fromEntries(tipos.map((tipo) => [tipo.codigo, tipo.inscricao]));
    expect(inscricao).toMatchObject({ '01': 'NENHUMA', '02': 'CNO', '03': 'CPF', '04': 'CNPJ', '09': 'CPF_OU_CNPJ', '24': 'NENHUMA' });
    expect(tipos.find((tipo) => tipo.codigo === '02')!.descricao).toBe('02 - Obra de construção civil - empreitada parcial ou subempreitada');
    expect((await t.request('GET', '/api/lotacoes-tributarias/tipos')).statusCode).toBe(401);
  });

  it('nome e tipo obrigatórios', async () => {
    expect(await recusa('/api/lotacoes-tributarias', {})).toEqual(
      expect.arrayContaining([
        { field: 'nome', message: 'Nome é obrigatório' },
        { field: 'tipo', message: 'Tipo é obrigatório' },
      ]),
    );
  });

  it.each([
    ['02', '11444777000162', 'CNO inválido'],
    ['02', undefined, 'CNO inválido'],
    ['04', '11444777000162', 'CNPJ inválido'],
    ['08', CPF, 'CNPJ inválido'],
    ['03', '52998224724', 'CPF inválido'],
    ['07', CNPJ, 'CPF inválido'],
    ['09', '52998224724', 'Numero de inscrição inválido'],
    ['09', '11444777000162', 'Numero de inscrição inválido'],
    ['09', '123', 'Numero de inscrição inválido'],
    ['01', CNPJ, 'Não deve ter ter numero!'],
    ['90', '1', 'Não deve ter ter numero!'],
  ])('tipo %s com número %s: "%s"', async (tipo, numeroInscricao, message) => {
    expect(await recusa('/api/lotacoes-tributarias', { nome: `Lotação ${tipo}`, tipo, numeroInscricao })).toEqual([{ field: 'numeroInscricao', message }]);
  });

  it.each([
    ['02', CNO],
    ['03', CPF],
    ['04', CNPJ],
    ['09', CPF],
    ['09', CNPJ],
    ['01', undefined],
    ['21', '  '],
  ])('tipo %s aceita %s', async (tipo, numeroInscricao) => {
    await criar('/api/lotacoes-tributarias', { nome: `Aceita ${tipo} ${numeroInscricao ?? ''}`, tipo, numeroInscricao });
  });
});

const endereco = { cep: '60150160', logradouro: 'Rua das Flores', numero: '120', bairro: 'Centro', uf: { id: 23 }, cidade: { id: 2304400 } };

describe('Obra', () => {
  it('obrigatórios: nome, número de inscrição, endereço (UF, cidade, logradouro, bairro, número) e estabelecimento responsável', async () => {
    const fields = await recusa('/api/obras', { tipo: 1, endereco: {} });
    expect(fields.map((f) => f.field).sort()).toEqual(
      ['endereco.bairro', 'endereco.cidade', 'endereco.logradouro', 'endereco.numero', 'endereco.uf', 'estabelecimentoResponsavel', 'nome', 'numeroInscricao'].sort(),
    );
  });

  it('obra própria: só CNO; de terceiro: CNO ou CNPJ', async () => {
    const estabelecimentoResponsavel = { id: await idDe('estabelecimentos', 'nome=Matriz') };
    const obra = { nome: 'Obra teste', estabelecimentoResponsavel, endereco };
    expect(await recusa('/api/obras', { ...obra, tipo: 1, numeroInscricao: CNPJ })).toEqual([{ field: 'numeroInscricao', message: 'CNO inválido' }]);
    expect(await recusa('/api/obras', { ...obra, tipo: 2, numeroInscricao: '11444777000162' })).toEqual([{ field: 'numeroInscricao', message: 'Numero de inscrição inválido' }]);
    expect(await recusa('/api/obras', { ...obra, tipo: 2, numeroInscricao: '510012345002' })).toEqual([{ field: 'numeroInscricao', message: 'Numero de inscrição inválido' }]);
    expect(await recusa('/api/obras', { ...obra, tipo: 0, numeroInscricao: CNO })).toEqual([{ field: 'tipo', message: expect.any(String) }]);
    await criar('/api/obras', { ...obra, nome: 'Obra própria', tipo: 1, numeroInscricao: CNO });
    await criar('/api/obras', { ...obra, nome: 'Obra de terceiro CNO', tipo: 2, numeroInscricao: CNO });
    await criar('/api/obras', { ...obra, nome: 'Obra de terceiro CNPJ', tipo: 2, numeroInscricao: CNPJ });
  });

  it('endereço: número até 10 dígitos, complemento até 30', async () => {
    const estabelecimentoResponsavel = { id: await idDe('estabelecimentos', 'nome=Matriz') };
    const obra = { nome: 'Obra endereço', tipo: 1, numeroInscricao: CNO, estabelecimentoResponsavel };
    expect(await recusa('/api/obras', { ...obra, endereco: { ...endereco, numero: '12345678901' } })).toEqual([{ field: 'endereco.numero', message: 'Número deve ter no máximo 10 dígitos' }]);
    expect(await recusa('/api/obras', { ...obra, endereco: { ...endereco, numero: '12A' } })).toEqual([{ field: 'endereco.numero', message: 'Número deve ter no máximo 10 dígitos' }]);
    expect(await recusa('/api/obras', { ...obra, endereco: { ...endereco, complemento: 'x'.repeat(31) } })).toEqual([{ field: 'endereco.complemento', message: 'Máximo de 30 caracteres' }]);
    await criar('/api/obras', { ...obra, endereco: { ...endereco, numero: '1234567890', complemento: 'x'.repeat(30) } });
  });
});

describe('Ambiente com histórico', () => {
  const linha = { data: '2025-01-01', localAmbiente: 1, chaveOpcaoTipoEstabelecimentoProprio: 'E' };

  it('nome até 100 e ao menos um histórico', async () => {
    expect(await recusa('/api/ambientes', { nomeAmbiente: 'x'.repeat(101), historicos: [] })).toEqual([
      { field: 'historicos', message: 'Histórico é obrigatório' },
      { field: 'nomeAmbiente', message: 'Máximo de 100 caracteres' },
    ]);
  });

  it('local próprio: estabelecimento (E) ou obra (O)', async () => {
    expect(await recusa('/api/ambientes', { nomeAmbiente: 'A', historicos: [linha] })).toEqual([{ field: 'historicos.0.estabelecimento', message: 'Estabelecimento é requerido' }]);
    expect(await recusa('/api/ambientes', { nomeAmbiente: 'A', historicos: [{ ...linha, chaveOpcaoTipoEstabelecimentoProprio: 'O' }] })).toEqual([
      { field: 'historicos.0.obra', message: 'Obra é obrigatória' },
    ]);
  });

  it.each([
    [1, {}, 'cnpj', 'CNPJ inválido'],
    [1, { cnpj: '11444777000162' }, 'cnpj', 'CNPJ inválido'],
    [3, {}, 'caepf', 'CAEPF inválido'],
    [3, { caepf: '12345678900101' }, 'caepf', 'CAEPF inválido'],
    [4, {}, 'cno', 'CNO é obrigatório'],
    [4, { cno: '510012345002' }, 'cno', 'CNO inválido'],
  ])('de terceiros, inscrição %s %o: "%s"', async (tipoInscricaoDeTerceiro, numero, field, message) => {
    const historicos = [{ data: '2025-01-01', localAmbiente: 2, tipoInscricaoDeTerceiro, ...numero }];
    expect(await recusa('/api/ambientes', { nomeAmbiente: 'Terceiro', historicos })).toEqual([{ field: `historicos.0.${field}`, message }]);
  });

  it('encerramento antes do início e duas linhas na mesma data são recusados', async () => {
    const estabelecimento = { id: await idDe('estabelecimentos', 'nome=Matriz') };
    expect(await recusa('/api/ambientes', { nomeAmbiente: 'A', historicos: [{ ...linha, estabelecimento, dataValidade: '2024-12-31' }] })).toEqual([
      { field: 'historicos.0.dataValidade', message: 'Data Encerramento inferior `A partir da data`.' },
    ]);
    expect(await recusa('/api/ambientes', { nomeAmbiente: 'A', historicos: [{ ...linha, estabelecimento }, { ...linha, estabelecimento }] })).toEqual([
      { field: 'historicos', message: 'Há mais de um histórico em 01/01/2025.' },
    ]);
  });

  it('o ambiente numa data vem do histórico em vigor (em ordem de data, até o encerramento)', async () => {
    const estabelecimento = { id: await idDe('estabelecimentos', 'nome=Matriz') };
    const ambiente = await criar('/api/ambientes', {
      nomeAmbiente: 'Ambiente datado',
      historicos: [
        { data: '2025-03-01', dataValidade: '2025-06-30', localAmbiente: 2, tipoInscricaoDeTerceiro: 4, cno: CNO, descricao: 'Na obra do cliente' },
        { ...linha, data: '2024-01-01', dataValidade: '2024-12-31', estabelecimento, descricao: 'Na matriz' },
        { data: '2025-01-01', localAmbiente: 2, tipoInscricaoDeTerceiro: 3, caepf: CAEPF, descricao: 'No produtor rural' },
      ],
    });
    expect((ambiente.historicos as { data: string }[]).map((h) => h.data)).toEqual(['2024-01-01', '2025-01-01', '2025-03-01']);
    const naData = (data: string) => ambienteNaData(t.engine, escopo, ambiente.id, data);
    expect(await naData('2023-12-31')).toBeUndefined();
    expect(await naData('2024-05-10')).toMatchObject({ nomeAmbiente: 'Ambiente datado', descricao: 'Na matriz', localAmbiente: 1, estabelecimento: { id: estabelecimento.id } });
    expect(await naData('2025-02-01')).toMatchObject({ descricao: 'No produtor rural', tipoInscricaoDeTerceiro: 3, caepf: CAEPF });
    expect(await naData('2025-06-30')).toMatchObject({ descricao: 'Na obra do cliente', cno: CNO });
    expect(await naData('2025-07-01')).toBeUndefined();
  });

  it('demonstração: o almoxarifado passou do estabelecimento para a obra em 01/07/2024', async () => {
    const id = await idDe('ambientes', 'nomeAmbiente=Almoxarifado');
    expect(await ambienteNaData(t.engine, escopo, id, '2024-06-30')).toMatchObject({ chaveOpcaoTipoEstabelecimentoProprio: 'E', estabelecimento: { id: expect.any(Number) } });
    expect(await ambienteNaData(t.engine, escopo, id, '2024-07-01')).toMatchObject({ chaveOpcaoTipoEstabelecimentoProprio: 'O', obra: { id: expect.any(Number) } });
  });
});

describe('Função com histórico', () => {
  it('nome até 100, CBO e histórico obrigatórios; a descrição das atividades numa data', async () => {
    expect(await recusa('/api/funcoes', { nomeFuncao: 'x'.repeat(101), historicos: [{ data: '2025-01-01' }] })).toEqual([
      { field: 'cbo', message: 'CBO é obrigatório' },
      { field: 'historicos.0.descricao', message: 'Descrição das atividades é obrigatória' },
      { field: 'nomeFuncao', message: 'Máximo de 100 caracteres' },
    ]);
    const funcao = await criar('/api/funcoes', {
      nomeFuncao: 'Soldador',
      cbo: { id: 724315 },
      historicos: [
        { data: '2025-01-01', descricao: 'Solda estruturas metálicas com eletrodo revestido.' },
        { data: '2026-01-01', descricao: 'Solda estruturas metálicas com MIG/MAG.' },
      ],
    });
    expect(funcao.cbo).toMatchObject({ id: 724315 });
    expect(await funcaoNaData(t.engine, escopo, funcao.id, '2024-12-31')).toBeUndefined();
    expect(await funcaoNaData(t.engine, escopo, funcao.id, '2025-12-31')).toMatchObject({ nomeFuncao: 'Soldador', descricao: 'Solda estruturas metálicas com eletrodo revestido.', cbo: { id: 724315 } });
    expect(await funcaoNaData(t.engine, escopo, funcao.id, '2026-01-01')).toMatchObject({ descricao: 'Solda estruturas metálicas com MIG/MAG.' });
  });

  it('a CBO é escolhida na lista de referência, por código ou descrição', async () => {
    const cbos = (await get('/api/cbos?codigoOuDescricao=soldador&size=50')).content as { codigo: string }[];
    expect(cbos.map((c) => c.codigo)).toContain('724315');
    expect((await post('/api/funcoes', { nomeFuncao: 'Inexistente', cbo: { id: 999999 }, historicos: [{ data: '2025-01-01', descricao: 'x' }] })).statusCode).toBe(400);
  });
});

describe('Clínica, EPI, tipo de EPI e EPC', () => {
  it('clínica: tamanhos do §5 e CNPJ válido quando clínica', async () => {
    const fields = await recusa('/api/clinicas-autorizadas', {
      nome: 'x'.repeat(45),
      tipo: 'CLINICA',
      endereco: 'x'.repeat(81),
      telefone: '859999999999',
      horarioAtendimento: 'x'.repeat(46),
    });
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'nome', message: 'Máximo de 44 caracteres' },
        { field: 'endereco', message: 'Máximo de 80 caracteres' },
        { field: 'telefone', message: 'Telefone inválido' },
        { field: 'horarioAtendimento', message: 'Máximo de 45 caracteres' },
        { field: 'cnpj', message: 'CNPJ inválido' },
      ]),
    );
    expect(await recusa('/api/clinicas-autorizadas', { nome: 'C', tipo: 'CLINICA', cnpj: '11444777000162' })).toEqual([{ field: 'cnpj', message: 'CNPJ inválido' }]);
    expect(await recusa('/api/clinicas-autorizadas', { nome: 'C', tipo: 'OUTRO', outro: 'x'.repeat(51) })).toEqual([{ field: 'outro', message: 'Máximo de 50 caracteres' }]);
    await criar('/api/clinicas-autorizadas', { nome: 'Laboratório parceiro', tipo: 'OUTRO', outro: 'Laboratório' });
    await criar('/api/clinicas-autorizadas', { nome: 'Clínica nova', tipo: 'CLINICA', cnpj: CNPJ, telefone: '8532241000' });
  });

  it('EPI: nome, fabricante 100, CA 20, validade de uso ≥ 1, tipo de EPI obrigatório', async () => {
    const fields = await recusa('/api/epis', { nome: 'x'.repeat(101), fabricante: 'x'.repeat(101), numeroCA: 'x'.repeat(21), validadeUso: 0 });
    expect(fields).toEqual([
      { field: 'fabricante', message: 'Máximo de 100 caracteres' },
      { field: 'nome', message: 'Máximo de 100 caracteres' },
      { field: 'numeroCA', message: 'Máximo de 20 caracteres' },
      { field: 'tipoEpi', message: 'Tipo de EPI é obrigatório' },
      { field: 'validadeUso', message: 'O valor mínimo é 1' },
    ]);
    const tipoEpi = await criar('/api/tipos-epi', { nome: 'Óculos', tamanhos: [{ descricao: 'Único' }] });
    expect(tipoEpi.tamanhos).toMatchObject([{ descricao: 'Único', ativo: true }]);
    expect(await recusa('/api/tipos-epi', { tamanhos: [{}] })).toEqual([
      { field: 'nome', message: 'Nome é obrigatório' },
      { field: 'tamanhos.0.descricao', message: 'Tamanho é obrigatório' },
    ]);
    const epi = await criar('/api/epis', { nome: 'Óculos de proteção', fabricante: 'Kalipso', numeroCA: '10346', vencimentoCA: '2027-01-31', validadeUso: 90, tipoEpi: { id: tipoEpi.id } });
    expect(epi).toMatchObject({ fardamento: false, ativo: true });
  });

  it('EPIs cujo CA vence até uma data: a lista filtra, e o demo tem um vencido e um a vencer', async () => {
    const nomes = ((await get('/api/epis?vencimentoCAAte=2099-12-31&size=50')).content as { nome: string }[]).map((e) => e.nome);
    expect(nomes).toEqual(expect.arrayContaining(['Luva nitrílica verde', 'Protetor auricular tipo plug']));
  });

  it('EPC: descrição obrigatória, ativo por padrão', async () => {
    expect(await recusa('/api/epcs', {})).toEqual([{ field: 'descricao', message: 'Descrição é obrigatória' }]);
    expect(await criar('/api/epcs', { descricao: 'Lava-olhos' })).toMatchObject({ ativo: true });
  });
});

describe('Riscos e matriz de classificação', () => {
  it('risco: "Tipo de Risco é obrigatório.", nome obrigatório até 255', async () => {
    expect(await recusa('/api/riscos', {})).toEqual([
      { field: 'descricao', message: 'Nome é obrigatório' },
      { field: 'grupoRisco', message: 'Tipo de Risco é obrigatório.' },
    ]);
    expect(await recusa('/api/riscos', { grupoRisco: 'FISICO', descricao: 'x'.repeat(256) })).toEqual([{ field: 'descricao', message: 'Máximo de 255 caracteres' }]);
    expect(await recusa('/api/riscos', { grupoRisco: 'TODOS', descricao: 'Risco' })).toEqual([{ field: 'grupoRisco', message: expect.any(String) }]);
  });

  it('a demonstração tem um risco de cada grupo', async () => {
    const riscos = (await get('/api/riscos?size=100')).content as { grupoRisco: string }[];
    expect(new Set(riscos.map((r) => r.grupoRisco))).toEqual(new Set(['ACIDENTE', 'BIOLOGICO', 'ERGONOMICO', 'FISICO', 'QUIMICO', 'OUTRO']));
  });

  it('probabilidade e gravidade: nome obrigatório até 255, peso único', async () => {
    expect(await recusa('/api/probabilidades-risco', { ordem: 9 })).toEqual([{ field: 'nome', message: 'Nome é obrigatório' }]);
    expect(await recusa('/api/gravidades-risco', { nome: 'x'.repeat(256), ordem: 9 })).toEqual([{ field: 'nome', message: 'Máximo de 255 caracteres' }]);
    expect(await recusa('/api/gravidades-risco', { nome: 'Repetida', ordem: 1 })).toEqual([{ field: 'ordem', message: 'Já existe um registro com este peso.' }]);
  });

  it('matriz: a da demonstração tem as 9 combinações; sem nenhuma: "Adicione pelo menos uma combinação da matriz."', async () => {
    const matriz = await get('/api/matriz-risco');
    expect(matriz.combinacoes).toHaveLength(9);
    expect(matriz.combinacoes).toContainEqual(expect.objectContaining({ classificacao: 'Crítico', cor: '#C62828' }));
    const vazia = await t.request('PATCH', '/api/matriz-risco', { cookie: t.admin, body: { combinacoes: [] } });
    expect(vazia.statusCode).toBe(400);
    expect(vazia.json().fields).toEqual([{ field: 'combinacoes', message: 'Adicione pelo menos uma combinação da matriz.' }]);
    // Filial Norte has none yet: its matrix is read empty and saved with one combination.
    const norte = await get('/api/matriz-risco', t.norte);
    expect(norte.combinacoes ?? []).toEqual([]);
    const gravidade = await criar('/api/gravidades-risco', { nome: 'Alta', ordem: 1 }, t.norte);
    const probabilidade = await criar('/api/probabilidades-risco', { nome: 'Frequente', ordem: 1 }, t.norte);
    const salva = await t.request('PATCH', '/api/matriz-risco', {
      cookie: t.norte,
      body: { combinacoes: [{ gravidadeRisco: { id: gravidade.id }, probabilidadeRisco: { id: probabilidade.id }, classificacao: 'Alto', cor: '#EF6C00' }] },
    });
    expect(salva.statusCode, salva.body).toBe(200);
  });
});

describe('Tabela 24 (agentes nocivos)', () => {
  it('carregada inteira, achada por código ou texto', async () => {
    const todos = await get('/api/agentes-nocivos?size=200');
    expect(todos.totalElements).toBe(92);
    const [ausencia] = (await get('/api/agentes-nocivos?codigo=09.01.001')).content as Json[];
    expect(ausencia).toMatchObject({ codigo: '09.01.001', grupo: 'Ausência de agentes nocivos ou atividades especiais', descricao: expect.stringMatching(/^Ausência de agente nocivo/) });
    const ruido = (await get('/api/agentes-nocivos?codigoOuDescricao=ruido')).content as Json[];
    expect(ruido.map((a) => a.codigo)).toEqual(['02.01.001']);
    expect(((await get('/api/agentes-nocivos?codigoOuDescricao=01.18')).content as Json[]).every((a) => String(a.codigo).startsWith('01.18'))).toBe(true);
    expect((await get('/api/agentes-nocivos?size=200', t.norte)).totalElements).toBe(92);
  });
});

describe('Nomes únicos em cada empresa', () => {
  /** A record as the form would send it again: without what the server keeps, its owned rows (with a version) too. */
  const copia = (registro: Json): Json => {
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, position: _p, ...resto } = registro;
    const linha = (valor: unknown) => (valor && typeof valor === 'object' && 'version' in valor ? copia(valor as Json) : valor);
    return Object.fromEntries(Object.entries(resto).map(([campo, valor]) => [campo, Array.isArray(valor) ? valor.map(linha) : valor]));
  };

  it.each([
    ['ambientes', 'nomeAmbiente', 'Já existe um ambiente com este nome.'],
    ['clinicas-autorizadas', 'nome', 'Já existe uma clínica com este nome.'],
    ['epcs', 'descricao', 'Já existe um EPC com esta descrição.'],
    ['epis', 'nome', 'Já existe um EPI com este nome.'],
    ['exames', 'nome', 'Já existe um exame com este nome.'],
    ['funcoes', 'nomeFuncao', 'Já existe uma função com este nome.'],
    ['grupos-homogeneos', 'nome', 'Já existe um grupo homogêneo com este nome.'],
    ['lotacoes-tributarias', 'nome', 'Já existe uma lotação tributária com este nome.'],
    ['obras', 'nome', 'Já existe uma obra com este nome.'],
    ['riscos', 'descricao', 'Já existe um risco com esta descrição.'],
    ['tipos-epi', 'nome', 'Já existe um tipo de EPI com este nome.'],
    ['probabilidades-risco', 'nome', 'Já existe uma probabilidade com este nome.'],
    ['gravidades-risco', 'nome', 'Já existe uma gravidade com este nome.'],
  ])('%s: o mesmo %s de outro registro é recusado no campo', async (recurso, campo, mensagem) => {
    const [primeiro] = (await get(`/api/${recurso}?size=1&sort=id,asc`)).content as Json[];
    const registro = (await get(`/api/${recurso}/${String(primeiro!.id)}`)) as Json;
    // The weight (ordem) of probabilities and severities is unique too: another one, so only the name repeats.
    const repetido = { ...copia(registro), ...('ordem' in registro ? { ordem: 99 } : {}) };
    expect(await recusa(`/api/${recurso}`, repetido)).toEqual([{ field: campo, message: mensagem }]);
    expect((await post(`/api/${recurso}`, { ...repetido, [campo]: `${String(registro[campo])} (2)` })).statusCode).toBe(201);
  });

  it('outra empresa usa o mesmo nome', async () => {
    const [exame] = (await get('/api/exames?size=1')).content as Json[];
    expect((await post('/api/exames', { nome: exame!.nome, periodico: false }, t.norte)).statusCode).toBe(201);
  });
});

describe('Empresas', () => {
  it('cada empresa vê só os seus cadastros de SST', async () => {
    const nomes = async (cookie: string) => ((await get('/api/ambientes?size=100', cookie)).content as { nomeAmbiente: string }[]).map((a) => a.nomeAmbiente);
    expect(await nomes(t.norte)).toContain('Linha de montagem');
    expect(await nomes(t.norte)).not.toContain('Almoxarifado');
    expect(await nomes(t.admin)).not.toContain('Linha de montagem');
    const obra = await idDe('obras', 'nome=Ampliação');
    expect((await t.request('GET', `/api/obras/${obra}`, { cookie: t.norte })).statusCode).toBe(404);
    const almoxarifado = await idDe('ambientes', 'nomeAmbiente=Almoxarifado');
    await expect(ambienteNaData(t.engine, { empresaId: 2, usuarioId: 1 }, almoxarifado, '2025-01-01')).rejects.toThrow();
    // A company's environment cannot point at another's obra or establishment.
    const matrizManaus = await idDe('estabelecimentos', 'nome=Manaus', t.norte);
    const response = await post('/api/ambientes', { nomeAmbiente: 'Cruzado', historicos: [{ data: '2025-01-01', localAmbiente: 1, chaveOpcaoTipoEstabelecimentoProprio: 'E', estabelecimento: { id: matrizManaus } }] });
    expect(response.statusCode).toBe(400);
  });
});
