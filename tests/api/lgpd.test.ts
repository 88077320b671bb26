/**
 * LGPD for candidates: "meus dados" holds everything; erasing leaves no trace of the CPF,
 * name or e-mail in any table (text, jsonb and bytea columns scanned) while the audit trail
 * keeps that it happened; a hired candidate is anonymised instead; the expiry job erases
 * candidates past the company's `tempoExclusaoCandidato`.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { eraseExpiredCandidates } from '../../modules/captacao/lgpd/lgpd';
import candidatoDeclaration from '../../schemas/captacao/candidato.json' with { type: 'json' };
import { multipart } from '../support/multipart';
import { plainCandidateForm } from '../support/candidate-form';
import { useTestApp } from '../support/test-app';

const ANONYMOUS_NAME = candidatoDeclaration.personalData.anonymousName;

const t = useTestApp({ lgpdJobHours: 0 });
let cargo: number;

const owner = () => t.engine.database.owner;

async function createCandidate(nome: string, cpf: string, email: string): Promise<{ id: number; cookie: string }> {
  const body = {
    nome,
    pessoal: { cpf, sexo: 'M', mae: `Mãe de ${nome}` },
    contato: { email },
    cargos: [cargo],
    experiencias: [{ empresa: 'Empresa Antiga', cargo: { id: cargo }, dataAdmissao: '2018-01-01' }],
  };
  const created = await t.request('POST', '/api/candidatos', { cookie: t.admin, body });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json();
  // Set by the portal's sign-up when the candidate accepts the policy.
  await sql`update candidato set aceito_politica_seguranca = true where id = ${id}`.execute(owner());
  // An update, so the audit trail holds copies before and after.
  const updated = await t.request('PATCH', `/api/candidatos/${id}`, { cookie: t.admin, body: { ...body, id, version: created.json().version, observacao: `Observação sobre ${nome}` } });
  expect(updated.statusCode, updated.body).toBe(200);
  const { token } = await t.engine.sessions.create('candidato', id, 1, []);
  const cookie = `rh_sessao=${token}`;
  const upload = multipart({ descricao: `Currículo de ${nome}`, data: '2025-01-02' }, { name: `${nome}.txt`, bytes: Buffer.from(`${nome} ${cpf} ${email}\n`) });
  const uploaded = await t.app.inject({ method: 'POST', url: `/api/externo/candidatos/${id}/documentos-anexos`, payload: upload.payload, headers: { ...upload.headers, cookie } });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return { id, cookie };
}

/** Every table and column (text, jsonb, bytea) where any of the texts still appears. */
async function traces(...texts: string[]): Promise<string[]> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string; data_type: string }>`select table_name, column_name, data_type
    from information_schema.columns where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb', 'bytea')`.execute(owner());
  const found: string[] = [];
  for (const { table_name, column_name, data_type } of columns) {
    for (const text of texts) {
      const column = sql.id(column_name);
      const match =
        data_type === 'bytea' ? sql`position(convert_to(${text}, 'UTF8') in ${column}) > 0` : sql`${column}::text ilike ${`%${text}%`}`;
      const { rows } = await sql`select 1 from ${sql.id(table_name)} where ${match} limit 1`.execute(owner());
      if (rows.length) found.push(`${table_name}.${column_name}: ${text}`);
    }
  }
  return found;
}

beforeAll(async () => {
  cargo = await plainCandidateForm(t);
});

describe('LGPD do candidato', () => {
  it('meus dados: todos os campos, listas, anexos sem o conteúdo e os aceites', async () => {
    const { id, cookie } = await createCandidate('Otávio Exportado', '31769094385', 'otavio.exportado@exemplo.com.br');
    const response = await t.request('GET', `/api/externo/candidatos/${id}/meus-dados`, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="meus-dados-${id}.json"`);
    const data = response.json();
    expect(data.candidato).toMatchObject({ id, nome: 'Otávio Exportado', pessoal: { cpf: '31769094385' }, contato: { email: 'otavio.exportado@exemplo.com.br' } });
    expect(data.candidato.experiencias).toHaveLength(1);
    expect(data.candidato.senha).toBeUndefined();
    expect(data.documentosAnexos).toHaveLength(1);
    expect(data.documentosAnexos[0]).toMatchObject({ descricao: 'Currículo de Otávio Exportado', arquivoNome: 'Otávio Exportado.txt' });
    expect(data.documentosAnexos[0].arquivo).toBeUndefined();
    expect(data.aceitesTermos[0]).toMatchObject({ aceito: true });
    // Only their own; not through an HR session.
    expect((await t.request('GET', `/api/externo/candidatos/${id + 1000}/meus-dados`, { cookie })).statusCode).toBe(404);
    expect((await t.request('GET', `/api/externo/candidatos/${id}/meus-dados`, { cookie: t.admin })).statusCode).toBe(403);
  });

  it('meus dados trazem as etapas da seleção, as alterações (quem, quando, quais campos) e uma página para ler', async () => {
    const { id, cookie } = await createCandidate('Valéria <b>Legível</b>', '62648716050', 'valeria.legivel@exemplo.com.br');
    const solicitacoes = (await t.request('GET', '/api/solicitacoes-pessoal?unpaged=true&resumido=true', { cookie: t.admin })).json();
    const analista = solicitacoes.find((s: { descricao: string }) => s.descricao === 'Analista de RH para recrutamento');
    const linked = await t.request('POST', `/api/solicitacoes-pessoal/candidato/${id}`, { cookie: t.admin, body: { empresaId: 1, candidatoId: id, solicitacoesIds: [analista.id] } });
    expect(linked.statusCode, linked.body).toBe(201);
    const triagem = (await t.request('GET', '/api/etapas-seletivas?nome=Triagem', { cookie: t.admin })).json().content[0];
    const step = await t.request('POST', '/api/historicos-candidato', {
      cookie: t.admin,
      body: { candidatoSolicitacao: { id: linked.json()[0].id }, etapaSeletiva: { id: triagem.id }, data: '2025-07-01', resultado: 'A', observacao: 'Boa comunicação' },
    });
    expect(step.statusCode, step.body).toBe(201);

    const data = (await t.request('GET', `/api/externo/candidatos/${id}/meus-dados`, { cookie })).json();
    expect(data['candidatos-solicitacao']).toHaveLength(1);
    expect(data['historicos-candidato']).toEqual([expect.objectContaining({ resultado: 'A', observacao: 'Boa comunicação', etapaSeletiva: expect.objectContaining({ nome: triagem.nome }) })]);
    expect(data.alteracoes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ acao: 'Inclusão', registro: 'Candidato', usuario: 'Administrador Demonstração' }),
        expect.objectContaining({ acao: 'Alteração', registro: 'Candidato', usuario: 'Administrador Demonstração', campos: ['Observações'] }),
        expect.objectContaining({ acao: 'Inclusão', registro: 'Documento anexo', usuario: '' }),
      ]),
    );

    const page = await t.request('GET', `/api/externo/candidatos/${id}/meus-dados?formato=html`, { cookie });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    for (const text of ['Meus dados — Valéria &lt;b&gt;Legível&lt;/b&gt;', '<dt>CPF</dt><dd>626.487.160-50</dd>', 'Experiência Profissional', 'Empresa Antiga', 'Boa comunicação', triagem.nome, 'Alterações nos seus dados', 'Administrador Demonstração', 'Termos aceitos']) {
      expect(html, text).toContain(text);
    }
    expect(html).not.toContain('<b>Legível</b>');
    expect((await t.request('GET', `/api/externo/candidatos/${id}/meus-dados?formato=html`, { cookie: t.admin })).statusCode).toBe(403);
  });

  it('excluir o cadastro não deixa CPF, nome nem e-mail em tabela alguma; a auditoria registra sem os dados', async () => {
    const pessoa = ['Quitéria Apagável', '68209224425', 'quiteria.apagavel@exemplo.com.br'] as const;
    const { id, cookie } = await createCandidate(...pessoa);
    expect((await traces(...pessoa)).length).toBeGreaterThan(0);
    const erased = await t.request('DELETE', `/api/externo/candidatos/${id}`, { cookie });
    expect(erased.statusCode, erased.body).toBe(204);
    expect(await traces(...pessoa)).toEqual([]);
    expect((await t.request('GET', `/api/candidatos/${id}`, { cookie: t.admin })).statusCode).toBe(404);
    // The session went with the registration.
    expect((await t.request('GET', `/api/externo/candidatos/${id}/meus-dados`, { cookie })).statusCode).toBe(401);
    const { rows } = await sql<{ acao: string; usuario_id: number | null; depois: unknown }>`select acao, usuario_id, depois from auditoria
      where entidade = 'candidato' and registro_id = ${id} order by id desc limit 1`.execute(owner());
    expect(rows[0]).toEqual({ acao: 'D', usuario_id: null, depois: { lgpd: 'removido', por: 'candidato' } });
  });

  it('um candidato contratado é anonimizado, não excluído', async () => {
    const pessoa = ['Rogério Contratado', '52016219882', 'rogerio.contratado@exemplo.com.br'] as const;
    const { id, cookie } = await createCandidate(...pessoa);
    // Hired through a request: the link's caption carries the name until the anonymisation.
    const solicitacao = (await t.request('GET', '/api/solicitacoes-pessoal?size=1', { cookie: t.admin })).json().content[0].id;
    const linked = await t.request('POST', `/api/solicitacoes-pessoal/candidato/${id}`, { cookie: t.admin, body: { empresaId: 1, candidatoId: id, solicitacoesIds: [solicitacao] } });
    expect(linked.statusCode, linked.body).toBe(201);
    await sql`update candidato set contratado = true where id = ${id}`.execute(owner());
    expect((await t.request('DELETE', `/api/externo/candidatos/${id}`, { cookie })).statusCode).toBe(204);
    expect(await traces(...pessoa, 'Mãe de Rogério')).toEqual([]);
    const kept = (await t.request('GET', `/api/candidatos/${id}`, { cookie: t.admin })).json();
    expect(kept).toMatchObject({ id, nome: ANONYMOUS_NAME, contratado: true });
    expect(kept.experiencias).toEqual([]);
    const vinculo = (await t.request('GET', `/api/candidatos-solicitacao?candidatoId=${id}`, { cookie: t.admin })).json().content[0];
    expect(vinculo.descricao).toMatch(new RegExp(`^${ANONYMOUS_NAME.replace(/[()]/g, '\\$&')} — `));
    const { rows } = await sql<{ depois: unknown }>`select depois from auditoria where entidade = 'candidato' and registro_id = ${id} order by id desc limit 1`.execute(owner());
    expect(rows[0]!.depois).toEqual({ lgpd: 'anonimizado', por: 'candidato' });
  });

  it('a rotina exclui quem passou do tempo de exclusão da empresa, com os arquivos', async () => {
    const antigo = await createCandidate('Sebastião Esquecido', '30308029810', 'sebastiao@exemplo.com.br');
    const recente = await createCandidate('Teresa Recente', '22810761213', 'teresa@exemplo.com.br');
    await sql`update empresa set tempo_exclusao_candidato = 6 where id = 1`.execute(owner());
    await sql`update candidato set updated_at = now() - interval '7 months' where id = ${antigo.id}`.execute(owner());
    expect(await eraseExpiredCandidates(t.engine)).toBe(1);
    expect(await traces('Sebastião Esquecido', '30308029810', 'sebastiao@exemplo.com.br')).toEqual([]);
    expect((await t.request('GET', `/api/candidatos/${recente.id}`, { cookie: t.admin })).statusCode).toBe(200);
    const { rows } = await sql<{ acao: string; depois: unknown }>`select acao, depois from auditoria where entidade = 'candidato' and registro_id = ${antigo.id} order by id desc limit 1`.execute(owner());
    expect(rows[0]).toEqual({ acao: 'D', depois: { lgpd: 'removido', por: 'sistema' } });
    expect(await eraseExpiredCandidates(t.engine)).toBe(0);
  });
});
