/**
 * Home-page messages (spec 02 §2 "Home page message boxes", §3, §9): each event writes its message
 * to the users who act on it in that company and to no one else; the sweep never writes a fact
 * twice; read flags, removal and the boxes' arrangement are the user's own and persist.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentInstant, daysAfter, today } from '../../engine/validation/brazilian';
import { varrerEmpresa } from '../../modules/mensagens/eventos/varredura';
import type { CaixaMensagens, CaixasMensagens, MensagemDoUsuario, MensagensPage } from '../../modules/mensagens/mensagens.api';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const owner = () => t.engine.database.owner;
let gestora: string;

async function optionId(resource: string, label: string, field = 'nome'): Promise<number> {
  const options = (await t.request('GET', `/api/${resource}?unpaged=true&resumido=true`, { cookie: t.admin })).json() as Record<string, unknown>[];
  return options.find((o) => o[field] === label)!.id as number;
}

const caixas = async (cookie = t.admin) => {
  const response = await t.request('GET', '/api/mensagens/caixas', { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CaixasMensagens;
};
const caixa = async (tipo: string, cookie = t.admin) => {
  const todas = await caixas(cookie);
  return [...todas.caixasEsquerda, ...todas.caixasDireita].find((c) => c.tipo === tipo) as CaixaMensagens;
};
const doTipo = async (tipo: string, cookie = t.admin) => ((await t.request('GET', `/api/mensagens?tipo=${tipo}&size=100`, { cookie })).json() as MensagensPage).content;
const comTexto = (lista: MensagemDoUsuario[], trecho: string) => lista.filter((m) => m.texto.includes(trecho));

beforeAll(async () => {
  gestora = await t.login({ cpf: '71460238001', empresaId: 1 });
});

describe('solicitação de pessoal a aprovar (R)', () => {
  let id: number;
  beforeAll(async () => {
    const body = {
      data: today(),
      descricao: 'Vaga das mensagens',
      horarioComercial: 'Comercial',
      estabelecimento: { id: await optionId('estabelecimentos', 'Matriz Fortaleza') },
      areaOrganizacional: { id: await optionId('areas-organizacionais', 'Operações') },
      cargo: { id: await optionId('cargos', 'Auxiliar de Logística') },
      motivoSolicitacao: { id: await optionId('motivos-solicitacao', 'Aumento de quadro', 'descricao') },
    };
    const response = await t.request('POST', '/api/solicitacoes-pessoal', { cookie: t.admin, body });
    expect(response.statusCode, response.body).toBe(201);
    id = response.json().id;
  });

  it('chega, ao gravar, a quem aprova na empresa, com o link da solicitação', async () => {
    const r = await caixa('R');
    expect(r.titulo).toBe('Recrutamento e Seleção');
    const minha = comTexto(r.mensagens, `nº ${id} (Vaga das mensagens)`);
    expect(minha).toHaveLength(1);
    expect(minha[0]).toMatchObject({ tipo: 'R', lida: false, link: `/captacao/solicitacoes-pessoal/${id}`, texto: `A solicitação de pessoal nº ${id} (Vaga das mensagens) aguarda aprovação.` });
  });

  it('não chega a quem não aprova solicitações nem à outra empresa', async () => {
    expect(comTexto(await doTipo('R', gestora), `nº ${id} `)).toEqual([]);
    expect(comTexto(await doTipo('R', t.norte), `nº ${id} `)).toEqual([]);
    const destinatarios = await sql<{ usuario_id: number; empresa_id: number }>`select um.usuario_id, um.empresa_id from usuario_mensagem um
      join mensagem m on m.id = um.mensagem_id where m.chave = ${`solicitacao-aprovar:${id}`}`.execute(owner());
    expect(destinatarios.rows.every((row) => row.empresa_id === 1)).toBe(true);
    const gestoraId = (await sql<{ id: number }>`select id from usuario where cpf = '71460238001'`.execute(owner())).rows[0]!.id;
    expect(destinatarios.rows.map((row) => row.usuario_id)).not.toContain(gestoraId);
  });

  it('a varredura não repete o fato: rodar de novo não escreve nada', async () => {
    await varrerEmpresa(t.engine, 1);
    const antes = await sql<{ n: string }>`select count(*) as n from mensagem`.execute(owner());
    expect(await varrerEmpresa(t.engine, 1)).toBe(0);
    expect(await varrerEmpresa(t.engine, 2)).toBe(0);
    const depois = await sql<{ n: string }>`select count(*) as n from mensagem`.execute(owner());
    expect(depois.rows[0]!.n).toBe(antes.rows[0]!.n);
    expect(comTexto(await doTipo('R'), `nº ${id} `)).toHaveLength(1);
  });

  it('aprovada, a mensagem sai da caixa de todos; a varredura não a escreve de novo', async () => {
    const aprovada = await t.request('PUT', `/api/solicitacoes-pessoal/${id}/status`, { cookie: t.admin, body: { status: 'A', dataStatus: today() } });
    expect(aprovada.statusCode, aprovada.body).toBe(200);
    expect(comTexto(await doTipo('R'), `nº ${id} `)).toEqual([]);
    const restantes = await sql<{ n: string }>`select count(*) as n from mensagem where chave = ${`solicitacao-aprovar:${id}`}`.execute(owner());
    expect(Number(restantes.rows[0]!.n)).toBe(0);
    expect(await varrerEmpresa(t.engine, 1)).toBe(0);
    expect(comTexto(await doTipo('R'), `nº ${id} `)).toEqual([]);
  });
});

describe('afastamento terminando (S), pela varredura diária', () => {
  const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  const afastar = async (empresaId: number) => {
    const talento = (await sql<{ id: number; nome: string }>`select id, nome from colaborador where empresa_id = ${empresaId} and data_desligamento is null order by id desc limit 1`.execute(owner())).rows[0]!;
    const fim = daysAfter(today(), 3);
    await sql`insert into colaborador_afastamento (empresa_id, colaborador_id, inicio, fim) values (${empresaId}, ${talento.id}, ${daysAfter(today(), -10)}, ${fim})`.execute(owner());
    return `O afastamento de ${talento.nome} termina em ${dataBr(fim)}.`;
  };

  it('chega a quem registra afastamentos na empresa do talento, uma vez; a outra empresa não a vê', async () => {
    const texto = await afastar(1);
    expect(await varrerEmpresa(t.engine, 1)).toBeGreaterThanOrEqual(1);
    expect(await varrerEmpresa(t.engine, 1)).toBe(0);
    expect(comTexto(await doTipo('S'), texto)).toHaveLength(1);
    expect(comTexto(await doTipo('S', gestora), texto)).toEqual([]);
    expect(comTexto(await doTipo('S', t.norte), texto)).toEqual([]);
    const empresas = await sql<{ empresa_id: number }>`select distinct um.empresa_id from usuario_mensagem um join mensagem m on m.id = um.mensagem_id where m.texto = ${texto}`.execute(owner());
    expect(empresas.rows.map((row) => row.empresa_id)).toEqual([1]);
  });
});

describe('caixas do usuário', () => {
  it('oito caixas em duas colunas, na ordem padrão, com os títulos do tipo', async () => {
    const { caixasEsquerda, caixasDireita } = await caixas(gestora);
    expect(caixasEsquerda.map((c) => c.tipo)).toEqual(['R', 'C', 'P', 'A']);
    expect(caixasDireita.map((c) => c.tipo)).toEqual(['T', 'F', 'S', 'U']);
    expect(caixasDireita.find((c) => c.tipo === 'S')!.titulo).toBe('Segurança e Saúde no Trabalho');
  });

  it('a arrumação é guardada por usuário; uma arrumação que perde ou repete caixa é recusada no campo', async () => {
    const arrumacao = { caixasEsquerda: ['S', 'R', 'C'], caixasDireita: ['P', 'A', 'T', 'F', 'U'], caixasMinimizadas: ['C'] };
    const put = await t.request('PUT', '/api/mensagens/caixas', { cookie: t.admin, body: arrumacao });
    expect(put.statusCode, put.body).toBe(200);
    const depois = await caixas();
    expect(depois.caixasEsquerda.map((c) => c.tipo)).toEqual(['S', 'R', 'C']);
    expect(depois.caixasDireita.map((c) => c.tipo)).toEqual(['P', 'A', 'T', 'F', 'U']);
    expect(depois.caixasEsquerda.find((c) => c.tipo === 'C')!.minimizado).toBe(true);
    expect((await caixas(gestora)).caixasEsquerda.map((c) => c.tipo)).toEqual(['R', 'C', 'P', 'A']);
    const repetida = await t.request('PUT', '/api/mensagens/caixas', { cookie: t.admin, body: { ...arrumacao, caixasDireita: ['S', 'A', 'T', 'F', 'U'] } });
    expect(repetida.statusCode).toBe(400);
    expect(repetida.json().fields).toEqual([{ field: 'caixasDireita', message: 'Cada caixa deve estar em uma das colunas, uma só vez.' }]);
    const desconhecida = await t.request('PUT', '/api/mensagens/caixas', { cookie: t.admin, body: { ...arrumacao, caixasMinimizadas: ['X'] } });
    expect(desconhecida.statusCode).toBe(400);
  });

  it('marcar lida tira a mensagem da caixa e conta uma a menos; desmarcar a devolve; remover a tira da lista', async () => {
    const antes = await caixa('R');
    const alvo = antes.mensagens[0]!;
    expect((await t.request('PATCH', `/api/mensagens/${alvo.usuarioMensagemId}/lida`, { cookie: t.admin, body: { lida: true } })).statusCode).toBe(200);
    const lida = await caixa('R');
    expect(lida.naoLidas).toBe(antes.naoLidas - 1);
    expect(lida.mensagens.map((m) => m.usuarioMensagemId)).not.toContain(alvo.usuarioMensagemId);
    expect((await doTipo('R')).find((m) => m.usuarioMensagemId === alvo.usuarioMensagemId)!.lida).toBe(true);
    await t.request('PATCH', `/api/mensagens/${alvo.usuarioMensagemId}/lida`, { cookie: t.admin, body: { lida: false } });
    expect((await caixa('R')).naoLidas).toBe(antes.naoLidas);
    expect((await t.request('DELETE', `/api/mensagens/${alvo.usuarioMensagemId}`, { cookie: t.admin })).statusCode).toBe(204);
    expect((await doTipo('R')).map((m) => m.usuarioMensagemId)).not.toContain(alvo.usuarioMensagemId);
    expect((await t.request('DELETE', `/api/mensagens/${alvo.usuarioMensagemId}`, { cookie: t.admin })).statusCode).toBe(404);
  });

  it('a entrega de outro usuário ou de outra empresa responde 404 e não muda', async () => {
    const alvo = (await caixa('R')).mensagens[0]!;
    expect((await t.request('PATCH', `/api/mensagens/${alvo.usuarioMensagemId}/lida`, { cookie: gestora, body: { lida: true } })).statusCode).toBe(404);
    expect((await t.request('PATCH', `/api/mensagens/${alvo.usuarioMensagemId}/lida`, { cookie: t.norte, body: { lida: true } })).statusCode).toBe(404);
    expect((await t.request('DELETE', `/api/mensagens/${alvo.usuarioMensagemId}`, { cookie: t.norte })).statusCode).toBe(404);
    expect((await doTipo('R')).find((m) => m.usuarioMensagemId === alvo.usuarioMensagemId)!.lida).toBe(false);
  });

  it('acima de 30 não lidas a caixa mostra 30 e conta todas; a lista pagina em SQL', async () => {
    const usuario = 1;
    for (let i = 0; i < 32; i++) {
      const { rows } = await sql<{ id: number }>`insert into mensagem (empresa_id, tipo, remetente, data, texto, chave) values (1, 'U', 'Teste', now(), ${`Aviso ${i}`}, ${`teste-u:${i}`}) returning id`.execute(owner());
      await sql`insert into usuario_mensagem (empresa_id, mensagem_id, usuario_id, lida, removida) values (1, ${rows[0]!.id}, ${usuario}, false, false)`.execute(owner());
    }
    const u = await caixa('U');
    expect(u.naoLidas).toBe(32);
    expect(u.mensagens).toHaveLength(30);
    const pagina = (await t.request('GET', '/api/mensagens?tipo=U&page=1&size=20', { cookie: t.admin })).json() as MensagensPage;
    expect(pagina.totalElements).toBe(32);
    expect(pagina.content).toHaveLength(12);
    expect((await t.request('GET', '/api/mensagens?tipo=X', { cookie: t.admin })).statusCode).toBe(400);
  });

  it('sem sessão, 401', async () => {
    expect((await t.request('GET', '/api/mensagens/caixas')).statusCode).toBe(401);
  });
});

describe('notícias da instalação', () => {
  it('duas na demonstração, não lidas; lida por um usuário, continua não lida para o outro', async () => {
    const noticias = (await t.request('GET', '/api/noticias', { cookie: t.admin })).json() as { id: number; criticidade: number; lida: boolean }[];
    expect(noticias).toHaveLength(2);
    expect(noticias.map((n) => n.criticidade).sort()).toEqual([-1, 1]);
    expect(noticias.every((n) => !n.lida)).toBe(true);
    const nova = noticias.find((n) => n.criticidade === -1)!;
    const lida = await t.request('POST', `/api/noticias/${nova.id}/lida`, { cookie: t.admin });
    expect(lida.statusCode, lida.body).toBe(200);
    expect(lida.json().lida).toBe(true);
    expect((await t.request('POST', `/api/noticias/${nova.id}/lida`, { cookie: t.admin })).statusCode).toBe(200);
    const depois = (await t.request('GET', '/api/noticias', { cookie: t.admin })).json() as { id: number; lida: boolean }[];
    expect(depois.find((n) => n.id === nova.id)!.lida).toBe(true);
    const outro = (await t.request('GET', '/api/noticias', { cookie: t.norte })).json() as { id: number; lida: boolean }[];
    expect(outro.find((n) => n.id === nova.id)!.lida).toBe(false);
    expect((await t.request('POST', '/api/noticias/999999/lida', { cookie: t.admin })).statusCode).toBe(404);
    expect((await t.request('GET', '/api/noticias')).statusCode).toBe(401);
  });
});

describe('Utilitários › Notícias', () => {
  it('o administrador do sistema publica: a data é a da publicação e a notícia chega, não lida, às outras empresas', async () => {
    const vazia = await t.request('POST', '/api/noticias-instalacao', { cookie: t.admin, body: { criticidade: 0 } });
    expect(vazia.statusCode).toBe(400);
    expect(vazia.json().fields).toEqual([{ field: 'texto', message: 'Texto é obrigatório' }]);
    const antes = currentInstant().getTime();
    const criada = await t.request('POST', '/api/noticias-instalacao', { cookie: t.admin, body: { texto: 'Manutenção programada no sábado.', criticidade: 0, data: '2000-01-01T00:00:00.000Z' } });
    expect(criada.statusCode, criada.body).toBe(201);
    const { id, data } = criada.json() as { id: number; data: string };
    expect(Date.parse(data)).toBeGreaterThanOrEqual(antes - 1000);
    const doNorte = (await t.request('GET', '/api/noticias', { cookie: t.norte })).json() as { id: number; criticidade: number; lida: boolean }[];
    expect(doNorte.find((n) => n.id === id)).toMatchObject({ criticidade: 0, lida: false });
  });

  it('o administrador de uma empresa não publica, não altera nem exclui', async () => {
    const recusada = await t.request('POST', '/api/noticias-instalacao', { cookie: t.norte, body: { texto: 'Aviso da Norte', criticidade: 1 } });
    expect(recusada.statusCode).toBe(403);
    const [primeira] = (await t.request('GET', '/api/noticias', { cookie: t.norte })).json() as { id: number }[];
    expect((await t.request('PATCH', `/api/noticias-instalacao/${primeira!.id}`, { cookie: t.norte, body: { texto: 'Trocada' } })).statusCode).toBe(403);
    expect((await t.request('DELETE', `/api/noticias-instalacao/${primeira!.id}`, { cookie: t.norte })).statusCode).toBe(403);
  });
});
