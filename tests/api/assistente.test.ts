/**
 * Assistente RH (spec 02 §2 "AI assistant", §5, §7 "Assistant", §8, §9): suggestions from a fake
 * OpenAI-compatible server on loopback — a valid answer reaches the caller, invalid JSON, JSON the
 * form's schema refuses and a timeout never do (and cost no credit) —, offline suggestions from the
 * company's data and the CBO, the month's 10 credits per company, and the credits request's rules.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../engine/validation/brazilian';
import type { CreditosAssistente, SugestaoAssistente } from '../../modules/assistente/assistente.api';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

type Modo = 'valido' | 'json-invalido' | 'fora-do-esquema' | 'lento' | 'perguntas';
const fake = { modo: 'valido' as Modo, pedidos: [] as Record<string, unknown>[], server: undefined as Server | undefined, timers: new Set<NodeJS.Timeout>() };

const CARGO_VALIDO = {
  missao: 'Conduzir os processos de pessoas da empresa.',
  responsabilidades: 'Recrutar e selecionar.\nConduzir a integração.',
  complementoConhecimento: 'Legislação trabalhista.',
  complementoHabilidade: 'Comunicação.',
  complementoAtitude: 'Ética.',
};

function responder(req: IncomingMessage, res: ServerResponse): void {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    fake.pedidos.push(JSON.parse(body) as Record<string, unknown>);
    const conteudo = {
      valido: JSON.stringify(CARGO_VALIDO),
      perguntas: JSON.stringify({ perguntas: [{ texto: 'Você recebe retorno sobre seu trabalho?', aspecto: 'Comunicação' }] }),
      'json-invalido': 'Claro! Aqui estão as sugestões: missão…',
      // A length the declaration refuses (missão: até 4000) and a field the form does not have.
      'fora-do-esquema': JSON.stringify({ ...CARGO_VALIDO, missao: 'x'.repeat(4001), salario: 99999 }),
      lento: JSON.stringify(CARGO_VALIDO),
    }[fake.modo];
    const send = () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: conteudo }, finish_reason: 'stop' }] }));
    };
    if (fake.modo !== 'lento') return send();
    const timer = setTimeout(send, 3000);
    fake.timers.add(timer);
  });
}

const sugestao = (query: string, cookie = t.admin) => t.request('GET', `/api/assistente/sugestao?${query}`, { cookie });
const creditos = async (cookie = t.admin) => {
  const response = await t.request('GET', '/api/assistente/creditos', { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CreditosAssistente;
};

async function optionId(resource: string, label: string, field = 'nome'): Promise<number> {
  const options = (await t.request('GET', `/api/${resource}?unpaged=true&resumido=true`, { cookie: t.admin })).json() as Record<string, unknown>[];
  return options.find((o) => o[field] === label)!.id as number;
}

// Each test's month is one no other test used: credits start at 10 (the real clock is restored after).
let mes = 0;
function novoMes(): string {
  mes += 1;
  const instante = new Date(Date.UTC(2031, mes, 15, 15));
  setClock(() => instante);
  return instante.toISOString().slice(0, 7);
}

beforeAll(async () => {
  fake.server = createServer(responder);
  await new Promise<void>((resolve) => fake.server!.listen(0, '127.0.0.1', resolve));
  t.engine.config.assistenteUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v1`;
  t.engine.config.assistenteTimeoutMs = 500;
});

afterEach(() => {
  setClock();
  fake.modo = 'valido';
  fake.pedidos = [];
});

afterAll(async () => {
  fake.timers.forEach(clearTimeout);
  fake.server?.closeAllConnections();
  await new Promise((resolve) => fake.server?.close(resolve));
});

describe('sugestões do modelo', () => {
  it('pede o JSON no esquema derivado da declaração do cargo e responde os valores, por 1 crédito', async () => {
    novoMes();
    const response = await sugestao('formulario=cargo&nome=Analista%20de%20Recursos%20Humanos');
    expect(response.statusCode, response.body).toBe(200);
    const corpo = response.json() as SugestaoAssistente;
    expect(corpo).toMatchObject({ formulario: 'cargo', offline: false, valores: CARGO_VALIDO, creditos: { usados: 1, restantes: 9, gratuitos: 10 } });

    const pedido = fake.pedidos[0] as { model: string; messages: { content: string }[]; response_format: { type: string; json_schema: { schema: { properties: Record<string, { maxLength: number; description: string }>; additionalProperties: boolean; required: string[] } } } };
    expect(pedido.model).toBe(t.engine.config.assistenteModelo);
    expect(pedido.response_format.type).toBe('json_schema');
    const esquema = pedido.response_format.json_schema.schema;
    expect(esquema.additionalProperties).toBe(false);
    expect(esquema.required).toEqual(Object.keys(CARGO_VALIDO));
    // The lengths and titles are the cargo declaration's own.
    expect(esquema.properties.missao).toMatchObject({ maxLength: 4000, description: 'Missão' });
    expect(esquema.properties.responsabilidades).toMatchObject({ maxLength: 8000, description: 'Responsabilidades' });
    expect(pedido.messages[1]!.content).toContain('2524'); // a família da CBO do nome (252405 Analista de recursos humanos)
  });

  it('perguntas de pesquisa: o esquema é o da pergunta (texto e aspecto)', async () => {
    novoMes();
    fake.modo = 'perguntas';
    const response = await sugestao('formulario=pesquisa&aspecto=Comunica%C3%A7%C3%A3o');
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as SugestaoAssistente).valores).toEqual({ perguntas: [{ texto: 'Você recebe retorno sobre seu trabalho?', aspecto: 'Comunicação' }] });
    const esquema = (fake.pedidos[0] as { response_format: { json_schema: { schema: { properties: { perguntas: { items: { properties: Record<string, { maxLength: number }> } } } } } } }).response_format.json_schema.schema;
    expect(esquema.properties.perguntas.items.properties).toMatchObject({ texto: { maxLength: 4000 }, aspecto: { maxLength: 100 } });
  });

  for (const [modo, status, code, mensagem] of [
    ['json-invalido', 502, 'SUGESTAO_INVALIDA', 'Ah não! Ocorreu um erro ao aplicar sugestões.'],
    ['fora-do-esquema', 502, 'SUGESTAO_INVALIDA', 'Ah não! Ocorreu um erro ao aplicar sugestões.'],
    ['lento', 503, 'ASSISTENTE_INDISPONIVEL', 'Até as mentes mais brilhantes precisam de descanso. Por favor, tente novamente mais tarde.'],
  ] as const) {
    it(`${modo}: nada do modelo chega à resposta, e o crédito volta`, async () => {
      novoMes();
      fake.modo = modo;
      const response = await sugestao('formulario=cargo&nome=Analista%20de%20Recursos%20Humanos');
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toEqual({ code, message: mensagem });
      expect(response.body).not.toContain('Conduzir');
      expect(response.body).not.toContain('salario');
      expect(await creditos()).toMatchObject({ usados: 0, restantes: 10 });
    });
  }

  it('pede o que o formulário exige: sem nome do cargo, a mensagem no campo', async () => {
    const response = await sugestao('formulario=cargo&nome=%20');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'nome', message: 'Informe o nome do cargo para receber sugestões.' }]);
    expect((await sugestao('formulario=folha&nome=X')).statusCode).toBe(400);
    expect((await sugestao('formulario=cargo&nome=X&cargoId=99999999999')).statusCode).toBe(400);
    expect((await sugestao('formulario=cargo&nome=X&areaId=1.5')).statusCode).toBe(400);
    expect(fake.pedidos).toEqual([]);
  });
});

describe('créditos', () => {
  it('10 por mês: a 11ª sugestão é recusada com OpenAICallLimitReached; o mês seguinte traz 10 de novo', async () => {
    const marco = novoMes();
    for (let i = 1; i <= 10; i++) {
      const response = await sugestao('formulario=cargo&nome=Auxiliar');
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as SugestaoAssistente).creditos).toEqual({ mes: marco, usados: i, gratuitos: 10, restantes: 10 - i });
    }
    const decima = fake.pedidos.length;
    const recusada = await sugestao('formulario=cargo&nome=Auxiliar');
    expect(recusada.statusCode).toBe(429);
    expect(recusada.json().code).toBe('OpenAICallLimitReached');
    expect(fake.pedidos.length).toBe(decima); // the model is not even asked
    expect(await creditos()).toEqual({ mes: marco, usados: 10, gratuitos: 10, restantes: 0 });

    // The other company's month is its own.
    expect(await creditos(t.norte)).toMatchObject({ mes: marco, usados: 0, restantes: 10 });
    expect((await sugestao('formulario=cargo&nome=Auxiliar', t.norte)).statusCode).toBe(200);

    // Not cumulative: April has 10, not 10 plus what March left.
    const abril = novoMes();
    expect(await creditos()).toEqual({ mes: abril, usados: 0, gratuitos: 10, restantes: 10 });
    expect((await sugestao('formulario=cargo&nome=Auxiliar')).statusCode).toBe(200);
  });

  it('diz que a instalação tem modelo', async () => {
    expect((await t.request('GET', '/api/assistente/modelo', { cookie: t.admin })).json()).toEqual({ configurado: true });
  });

  it('só com ROLE_ASSISTENTE_RH', async () => {
    const semPapel = await t.login({ cpf: '71460238001', empresaId: 1 });
    expect((await t.request('GET', '/api/assistente/modelo', { cookie: semPapel })).statusCode).toBe(403);
    expect((await t.request('GET', '/api/assistente/creditos', { cookie: semPapel })).statusCode).toBe(403);
    expect((await sugestao('formulario=cargo&nome=Auxiliar', semPapel)).statusCode).toBe(403);
    expect((await t.request('GET', '/api/assistente/creditos')).statusCode).toBe(401);
  });
});

describe('modo offline (sem ASSISTENTE_URL)', () => {
  let url: string | undefined;
  beforeAll(() => {
    url = t.engine.config.assistenteUrl;
    t.engine.config.assistenteUrl = undefined;
  });
  afterAll(() => {
    t.engine.config.assistenteUrl = url;
  });

  it('diz que a instalação não tem modelo (o botão do assistente avisa quem configura)', async () => {
    expect((await t.request('GET', '/api/assistente/modelo', { cookie: t.admin })).json()).toEqual({ configurado: false });
  });

  it('sugere da CBO e diz que está offline, sem gastar crédito', async () => {
    novoMes();
    const response = await sugestao('formulario=cargo&nome=Analista%20de%20Recursos%20Humanos');
    expect(response.statusCode, response.body).toBe(200);
    const corpo = response.json() as SugestaoAssistente;
    expect(corpo.offline).toBe(true);
    expect(corpo.mensagem).toMatch(/^Modo offline: /);
    expect(Object.keys(corpo.valores).sort()).toEqual(Object.keys(CARGO_VALIDO).sort());
    for (const valor of Object.values(corpo.valores)) expect(typeof valor === 'string' && valor.length > 0).toBe(true);
    expect(corpo.creditos).toMatchObject({ usados: 0, restantes: 10 });
    expect(fake.pedidos).toEqual([]);
  });

  it('usa os textos do cargo mais parecido da empresa, e nunca os de outra empresa', async () => {
    const body = {
      nome: 'Operador de Empilhadeira Retrátil Sênior',
      nomeMercado: 'Operador de Empilhadeira',
      areasOrganizacionaisIds: [await optionId('areas-organizacionais', 'Operações')],
      missao: 'Movimentar cargas com segurança (texto da empresa 1).',
      responsabilidades: 'Operar a empilhadeira.',
    };
    const criado = await t.request('POST', '/api/cargos', { cookie: t.admin, body });
    expect(criado.statusCode, criado.body).toBe(201);

    const daEmpresa = (await sugestao('formulario=cargo&nome=Operador%20de%20Empilhadeira%20Retr%C3%A1til%20J%C3%BAnior')).json() as SugestaoAssistente;
    expect(daEmpresa.valores).toMatchObject({ missao: body.missao, responsabilidades: body.responsabilidades });
    expect(daEmpresa.mensagem).toContain('"Operador de Empilhadeira Retrátil Sênior"');

    const daOutra = (await sugestao('formulario=cargo&nome=Operador%20de%20Empilhadeira%20Retr%C3%A1til%20J%C3%BAnior', t.norte)).json() as SugestaoAssistente;
    expect(JSON.stringify(daOutra)).not.toContain('texto da empresa 1');
  });

  it('pesquisa: perguntas gerais do aspecto', async () => {
    const corpo = (await sugestao('formulario=pesquisa&aspecto=Lideran%C3%A7a')).json() as SugestaoAssistente;
    const perguntas = corpo.valores.perguntas as { texto: string; aspecto: string }[];
    expect(perguntas.length).toBeGreaterThanOrEqual(3);
    expect(perguntas.every((p) => p.aspecto === 'Liderança' && p.texto.length > 0)).toBe(true);
  });
});

describe('solicitação de créditos', () => {
  const valida = { nome: 'Ana Souza', email: 'ana@empresa.com.br', telefone: '85988887777', quantidadeDesejada: 50 };
  const enviar = (body: object) => t.request('POST', '/api/solicitacao-creditos', { cookie: t.admin, body });
  const mensagemDe = async (body: object, campo: string) => {
    const response = await enviar(body);
    expect(response.statusCode, response.body).toBe(400);
    return (response.json().fields as { field: string; message: string }[]).find((f) => f.field === campo)?.message;
  };

  it('grava a válida', async () => {
    const response = await enviar(valida);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject(valida);
  });

  it('recusa telefone e quantidade inválidos com as mensagens da especificação', async () => {
    expect(await mensagemDe({ ...valida, telefone: '859888' }, 'telefone')).toBe('Número de telefone inválido.');
    expect(await mensagemDe({ ...valida, telefone: '859888877776' }, 'telefone')).toBe('Número de telefone inválido.');
    expect(await mensagemDe({ ...valida, quantidadeDesejada: 0 }, 'quantidadeDesejada')).toBe('Quantidade inválida');
    expect(await mensagemDe({ ...valida, quantidadeDesejada: 1000000 }, 'quantidadeDesejada')).toBe('Quantidade inválida');
    expect(await mensagemDe({ ...valida, nome: 'x'.repeat(71) }, 'nome')).toBeTruthy();
    expect(await mensagemDe({ email: 'ana@empresa.com.br' }, 'nome')).toBeTruthy();
  });
});

describe('solicitações de créditos, a lista', () => {
  const criar = async (url: string, body: object) => {
    const response = await t.request('POST', url, { cookie: t.admin, body });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }).id;
  };

  it('quem usa o assistente envia; só quem tem a permissão da tela (os administradores) lista, da própria empresa', async () => {
    const cpf = generateCpf();
    const perfil = await criar('/api/perfis', { nome: 'Usuário do Assistente', authorities: ['ROLE_ASSISTENTE_RH'] });
    await criar('/api/usuarios', { nome: 'Usuária do Assistente', cpf, email: 'assistente@creditos.com.br', senhaHash: 'segredo-forte', acessos: [{ empresa: { id: 1 }, perfil: { id: perfil } }] });
    const usuaria = await t.login({ cpf, empresaId: 1 }, 'segredo-forte');
    const pedido = { nome: 'Bia Lima', email: 'bia@empresa.com.br', telefone: '85977776666', quantidadeDesejada: 30 };
    const enviada = await t.request('POST', '/api/solicitacao-creditos', { cookie: usuaria, body: pedido });
    expect(enviada.statusCode, enviada.body).toBe(201);
    expect((await t.request('GET', '/api/solicitacao-creditos', { cookie: usuaria })).statusCode).toBe(403);

    const lista = await t.request('GET', '/api/solicitacao-creditos?sort=createdAt,desc', { cookie: t.admin });
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().content[0]).toMatchObject(pedido);
    const daNorte = (await t.request('GET', '/api/solicitacao-creditos', { cookie: t.norte })).json().content as { nome: string }[];
    expect(daNorte.map((s) => s.nome)).not.toContain('Bia Lima');
  });
});
