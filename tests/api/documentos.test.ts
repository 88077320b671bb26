/**
 * Documents over HTTP: the personnel request as PDF (`GET /api/solicitacoes-pessoal/{id}/pdf`),
 * its text read back by pdftotext — schema labels, formatted values, status, history, ad and
 * signature lines — the print settings, and who may not have it (another company, no authority).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { demoDate } from '../../server/demo/demo';
import { NORTE, useTestApp } from '../support/test-app';

const GESTORA = { cpf: '71460238001', empresaId: 1 };

const t = useTestApp();

async function requestId(descricao: string): Promise<number> {
  const page = (await t.request('GET', `/api/solicitacoes-pessoal?descricao=${encodeURIComponent(descricao)}`, { cookie: t.admin })).json();
  expect(page.content, descricao).toHaveLength(1);
  return page.content[0].id;
}

/** A demo date (`"@hoje-45"`, relative to the day the demo was made) as the document prints it. */
const printed = (relative: string) => demoDate(relative)!.split('-').reverse().join('/');

/** A stored ISO date as the document prints it. */
const br = (iso: unknown) => String(iso).slice(0, 10).split('-').reverse().join('/');

const pdf = (id: number, query = '', cookie = t.admin) => t.request('GET', `/api/solicitacoes-pessoal/${id}/pdf${query}`, { cookie });

/** pdftotext -layout keeps columns apart with runs of spaces: one space is enough to compare. */
const squeezed = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('Solicitação de Pessoal em PDF', () => {
  it('um documento legível: seções, rótulos do esquema, valores formatados, histórico, anúncio e assinaturas', async () => {
    const id = await requestId('Analista de RH para recrutamento');
    const response = await pdf(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="solicitacao-pessoal-${id}.pdf"; filename*=UTF-8''solicitacao-pessoal-${id}.pdf`);
    const text = squeezed(pdfText(response.rawPayload));
    const record = (await t.request('GET', `/api/solicitacoes-pessoal/${id}`, { cookie: t.admin })).json();
    if (process.env.DOCUMENT_PDF_OUT) {
      mkdirSync(process.env.DOCUMENT_PDF_OUT, { recursive: true });
      writeFileSync(join(process.env.DOCUMENT_PDF_OUT, 'solicitacao-pessoal.pdf'), response.rawPayload);
    }
    for (const expected of [
      'Empresa Demonstração',
      `Solicitação de Pessoal Nº ${id}`,
      'por Administrador Demonstração',
      // Sections and labels are the schema's titles.
      'Dados da vaga',
      'Data da solicitação',
      br(record.data),
      'Previsão de encerramento',
      br(record.dataPrevisaoEncerramento),
      'Número de vagas',
      'Analista de RH para recrutamento',
      'Matriz Fortaleza',
      'Recursos Humanos',
      'Aumento de quadro',
      'Remuneração',
      'R$ 4.200,00',
      'Vínculo',
      'Emprego',
      'Invisível para o gestor',
      'Avaliações do candidato',
      'Entrevista comportamental',
      'Dados complementares',
      'Escolaridade mínima',
      'Aldeota, Meireles',
      'Fortaleza',
      'Informações complementares',
      'Experiência com recrutamento e seleção.',
      'Situação',
      'Status',
      'Aprovada',
      'Liberador',
      'Observação do liberador',
      'Aprovada pela diretoria.',
      // The action history, with the notes under the dialog's titles.
      'Histórico',
      'Liberar',
      'Observação: Aprovada pela diretoria.',
      // The ad of the request.
      'Anúncio',
      'Analista de RH (recrutamento e seleção)',
      'Exibir no módulo externo',
      'Dias de espera para nova candidatura',
      // Signature lines.
      'Solicitante',
      'Aprovador',
      'Página 1 de',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Suspensa\s+Encerrada[\s\S]*Não\s+Não/);
    expect(text).toMatch(/Emitido em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} Liberar Administrador Demonstração Observação: Aprovada pela diretoria\./);
    // A substitution section only when someone is substituted.
    expect(text).not.toContain('Talentos substituídos');
  });

  it('os talentos substituídos em tabela, com as colunas do cadastro de talentos', async () => {
    const id = await requestId('Desenvolvedor para substituir desligamento');
    const text = squeezed(pdfText((await pdf(id)).rawPayload));
    expect(text).toContain('Substituição');
    expect(text).toMatch(/Nome Matrícula Cargo Área organizacional Data de admissão/);
    expect(text).toContain('Carlos Eduardo Pereira');
    expect(text).toContain('Suspender');
    expect(text).toContain(`Data da suspensão: ${printed('@hoje-45')}`);
    expect(text).toContain('Orçamento de TI em revisão.');
  });

  it('as opções de impressão desligam seções e assinaturas; opção inválida é recusada com a mensagem do campo', async () => {
    const id = await requestId('Analista de RH para recrutamento');
    const text = squeezed(pdfText((await pdf(id, '?historico=false&anuncio=false&assinaturas=false')).rawPayload));
    expect(text).toContain('Dados da vaga');
    expect(text).not.toContain('Histórico');
    expect(text).not.toContain('Analista de RH (recrutamento e seleção)');
    expect(text).not.toContain('Aprovador');
    const invalid = await pdf(id, '?historico=talvez');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual([{ field: 'historico', message: expect.any(String) }]);
    expect((await pdf(id, '?outra=1')).statusCode).toBe(400);
  });

  it('texto hostil sai como foi escrito, sem quebrar a página', async () => {
    const first = async (resource: string) => ((await t.request('GET', `/api/${resource}?unpaged=true&resumido=true`, { cookie: t.admin })).json() as { id: number }[])[0]!.id;
    const hostile = '<script>alert(1)</script> {{id}} ${x} "aspas" & \\ 😀';
    const created = await t.request('POST', '/api/solicitacoes-pessoal', {
      cookie: t.admin,
      body: {
        data: '2025-06-01',
        descricao: hostile,
        horarioComercial: 'x'.repeat(100),
        estabelecimento: { id: await first('estabelecimentos') },
        areaOrganizacional: { id: await first('areas-organizacionais') },
        cargo: { id: await first('cargos') },
        motivoSolicitacao: { id: await first('motivos-solicitacao') },
        infoComplementares: `${'palavra'.repeat(300)}\n\n${hostile}`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = await pdf(created.json().id);
    expect(response.statusCode).toBe(200);
    if (process.env.DOCUMENT_PDF_OUT) writeFileSync(join(process.env.DOCUMENT_PDF_OUT, 'solicitacao-hostil.pdf'), response.rawPayload);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('<script>alert(1)</script> {{id}} ${x} "aspas" & \\');
    expect(text.replace(/\s/g, '')).toContain('palavra'.repeat(300));
  });

  it('solicitação de outra empresa: 404; sem a autoridade: 403; sem sessão: 401', async () => {
    const id = await requestId('Analista de RH para recrutamento');
    const norte = await t.login(NORTE);
    expect((await pdf(id, '', norte)).statusCode).toBe(404);
    expect((await pdf(999_999)).statusCode).toBe(404);
    expect((await pdf(id, '', await t.login(GESTORA))).statusCode).toBe(403);
    expect((await t.request('GET', `/api/solicitacoes-pessoal/${id}/pdf`)).statusCode).toBe(401);
  });
});
