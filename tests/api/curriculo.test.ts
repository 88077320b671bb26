/**
 * The candidate's résumé as PDF (`GET /api/candidatos/{id}/imprimir-curriculo`): groups by
 * their schema titles, owned child lists as tables, extra fields under the company's titles
 * and only the visible ones, print settings, signature captions typed at print time, and the
 * "Imprimir currículo" action offered on the candidate. Set CURRICULO_PDF_OUT to keep the file.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { NORTE, useTestApp } from '../support/test-app';

const t = useTestApp();
let id: number;
let cargoNome: string;
let idiomaNome: string;

const squeezed = (text: string) => text.replace(/[ \t]+/g, ' ');
const curriculo = (query = '', cookie = t.admin) => t.request('GET', `/api/candidatos/${id}/imprimir-curriculo${query}`, { cookie });

beforeAll(async () => {
  const first = async (resource: string) => (await t.request('GET', `/api/${resource}?unpaged=true&resumido=true`, { cookie: t.admin })).json()[0];
  const cargo = await first('cargos');
  const idioma = await first('idiomas');
  const current = (await t.request('GET', '/api/empresas/1/configuracao', { cookie: t.admin })).json();
  const configured = await t.request('PUT', '/api/empresas/1/configuracao', {
    cookie: t.admin,
    body: {
      ...current,
      camposObrigatoriosCandidato: [],
      campoExtraCandidato: { texto1: { visivel: true, titulo: 'Time do coração' }, texto2: { visivel: false }, valor1: { visivel: true } },
    },
  });
  expect(configured.statusCode, configured.body).toBe(200);
  const created = await t.request('POST', '/api/candidatos', {
    cookie: t.admin,
    body: {
      nome: 'Joana <b>D\'Arc</b> Silva',
      pessoal: { cpf: '94176330155', sexo: 'F', dataNascimento: '1990-04-15' },
      contato: { email: 'joana@exemplo.com.br', dddCelular: '85', foneCelular: '988887777' },
      cargos: [cargo.id],
      conhecimentos: [],
      pretencaoSalarial: 3500,
      experiencias: [{ empresa: 'Acme Ltda', cargo: { id: cargo.id }, dataAdmissao: '2019-02-01', dataDesligamento: '2023-06-30', salario: 2800 }],
      candidatoIdiomas: [{ idioma: { id: idioma.id }, nivel: 'AVANCADO' }],
      camposExtras: { texto1: 'Ceará', texto2: 'não imprimir', valor1: 1234.5 },
      observacao: 'Disponível para viagens.',
      ocrTexto: 'TEXTO DO OCR',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  id = created.json().id;
  cargoNome = cargo.nome;
  idiomaNome = idioma.nome;
});

describe('Currículo do candidato em PDF', () => {
  it('imprime grupos, listas filhas, campos extras configurados e assinaturas com o texto digitado', async () => {
    const response = await curriculo('?assinatura1=true&textoAssinatura1=Entrevistador&assinatura2=true&ocr=true');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`curriculo-${id}.pdf`);
    const out = process.env.CURRICULO_PDF_OUT;
    if (out) {
      mkdirSync(out, { recursive: true });
      writeFileSync(join(out, 'curriculo.pdf'), response.rawPayload);
      spawnSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', join(out, 'curriculo.pdf'), join(out, 'curriculo')]);
    }
    const text = squeezed(pdfText(response.rawPayload));
    for (const expected of [
      "Currículo de Joana <b>D'Arc</b> Silva",
      'Dados pessoais',
      'CPF',
      '941.763.301-55',
      'Data de nascimento',
      '15/04/1990',
      'Endereço e contato',
      'joana@exemplo.com.br',
      'Pretensão salarial',
      'R$ 3.500,00',
      'Experiência profissional',
      'Acme Ltda',
      '01/02/2019',
      cargoNome,
      'Idiomas',
      idiomaNome,
      'Campos extras',
      'Time do coração',
      'Ceará',
      'Valor 1',
      'R$ 1.234,50',
      'Observações',
      'Disponível para viagens.',
      'TEXTO DO OCR',
      'Entrevistador',
      'Assinatura',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('não imprimir');
    expect(text).not.toContain('Texto 2');
    expect(text).not.toContain('Texto 1');
    // Signature 3 was not asked for: two lines only.
    expect(text.match(/Entrevistador|Assinatura\b/g)).toHaveLength(2);
  });

  it('as opções de impressão tiram as seções', async () => {
    const text = squeezed(pdfText((await curriculo('?cabecalho=false&experiencias=false&idiomas=false&camposExtras=false&observacoes=false')).rawPayload));
    for (const absent of ['941.763.301-55', 'Acme Ltda', 'Time do coração', 'Disponível para viagens.', 'TEXTO DO OCR', 'Entrevistador']) expect(text, absent).not.toContain(absent);
    expect(text).toContain('Pretensão salarial');
    const refused = await curriculo('?textoAssinatura1=' + 'x'.repeat(101));
    expect(refused.statusCode).toBe(400);
  });

  it('o botão "Imprimir currículo" é uma ação do candidato; outra empresa não imprime', async () => {
    const meta = (await t.request('GET', '/api/meta/entities', { cookie: t.admin })).json().find((e: { name: string }) => e.name === 'candidato');
    const action = (meta.actions as { name: string; label: string; download?: string }[]).find((a) => a.download === 'imprimir-curriculo');
    expect(action?.label).toBe('Imprimir currículo');
    expect((await curriculo('', await t.login(NORTE))).statusCode).toBe(404);
  });
});
