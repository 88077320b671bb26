/**
 * The talent's own records (spec 02 §3, §5): experiences, languages, formations and courses or
 * certificates held in the talent's lists with the candidate's very rules (one shared definition),
 * the voter title, the lists answered under the talent, the candidate's records copied when hired,
 * another company's talent out of reach, the demo's records and the two reports on them (PDF and XLSX).
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { downloadReport, generateReport } from '../support/report-jobs';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
type Json = Record<string, unknown>;
const json = async (method: string, url: string, body?: unknown, cookie = t.admin) => (await t.request(method, url, { cookie, body })).json();
const patch = (url: string, body: unknown, cookie = t.admin) => t.request('PATCH', url, { cookie, body });
const fieldsOf = (response: { json(): Json }) => response.json().fields;

let cargoId: number;
let idiomaId: number;
let areaFormacaoId: number;
let talento: Json & { id: number };

beforeAll(async () => {
  const first = async (resource: string) => (await json('GET', `/api/${resource}?unpaged=true&resumido=true`))[0].id as number;
  cargoId = await first('cargos');
  idiomaId = await first('idiomas');
  areaFormacaoId = await first('areas-formacao');
  talento = (await json('GET', '/api/colaboradores?size=1&sort=id,asc')).content[0];
});

const experiencia = { empresa: 'Acme Ltda', contatoEmpresa: '8532221100', cargo: { id: 0 }, dataAdmissao: '2019-02-01', dataDesligamento: '2021-06-30', motivoSaida: 'Mudança de cidade' };

describe('registros do talento', () => {
  it('cada mensagem do §5 nas listas do talento', async () => {
    const antes = await json('GET', `/api/colaboradores/${talento.id}`);
    const response = await patch(`/api/colaboradores/${talento.id}`, {
      experiencias: [{ empresa: 'Acme', dataAdmissao: '2021-01-10', dataDesligamento: '2020-01-01', motivoSaida: 'x'.repeat(101) }, { empresa: 'Beta', checkNomeCargo: true, dataAdmissao: '2020-01-01' }],
      idiomas: [{}],
      formacoes: [{ curso: 'y'.repeat(101), local: 'z'.repeat(101), tipo: 'GRADUACAO' }],
      certificados: [{ titulo: 'NR-35', tipo: 'CURSO', cargaHorariaTotal: 8, cargaHorariaDiaria: 25 }, { titulo: 'PMP', tipo: 'WORKSHOP', cargaHorariaTotal: 4, cargaHorariaDiaria: 8 }],
      titEleitNumero: '12ab',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(
      expect.arrayContaining([
        { field: 'experiencias.0.cargo', message: 'Cargo é obrigatório' },
        { field: 'experiencias.0.dataDesligamento', message: 'A data de desligamento não pode ser anterior à data de admissão' },
        { field: 'experiencias.0.motivoSaida', message: 'Máximo de 100 caracteres' },
        { field: 'experiencias.1.nomeMercado', message: 'Outro cargo é obrigatório' },
        { field: 'idiomas.0.idioma', message: 'Idioma é obrigatório' },
        { field: 'idiomas.0.nivel', message: 'Nível é obrigatório' },
        { field: 'formacoes.0.areaFormacao', message: 'Selecione a Área de Formação' },
        { field: 'formacoes.0.curso', message: 'Máximo de 100 caracteres' },
        { field: 'formacoes.0.local', message: 'Máximo de 100 caracteres' },
        { field: 'formacoes.0.situacao', message: 'Situação é obrigatória' },
        { field: 'certificados.0.cargaHorariaDiaria', message: 'Carga horária diária não pode ser maior 24 horas' },
        { field: 'certificados.1.cargaHorariaTotal', message: 'Carga horária total não pode ser menor que a carga horária diária' },
        { field: 'titEleitNumero', message: 'O título de eleitor tem até 13 números' },
      ]),
    );
    // Nothing half-written: the talent's lists are as they were.
    const depois = await json('GET', `/api/colaboradores/${talento.id}`);
    for (const lista of ['experiencias', 'idiomas', 'formacoes', 'certificados', 'titEleitNumero']) expect(depois[lista]).toEqual(antes[lista]);
  });

  it('grava as listas e o título de eleitor, e responde cada lista sob o talento', async () => {
    const body = {
      experiencias: [{ ...experiencia, cargo: { id: cargoId } }, { empresa: 'Beta', checkNomeCargo: true, nomeMercado: 'Vendedor externo', dataAdmissao: '2015-03-01' }],
      idiomas: [{ idioma: { id: idiomaId }, nivel: 'AVANCADO' }],
      formacoes: [{ areaFormacao: { id: areaFormacaoId }, curso: 'Administração', local: 'UFC', tipo: 'GRADUACAO', situacao: 'COMPLETO', conclusao: '12/2014' }],
      certificados: [{ titulo: 'NR-35', organizacao: 'SENAI', tipo: 'CURSO', dataInicio: '2024-01-10', dataFim: '2024-01-11', validade: '2026-01-11', cargaHorariaTotal: 16, cargaHorariaDiaria: 8, urlCertificado: 'https://exemplo.com.br/nr35' }],
      titEleitNumero: '123456789012',
      titEleitZona: '12',
      titEleitSecao: '345',
    };
    const saved = await patch(`/api/colaboradores/${talento.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ titEleitNumero: '123456789012', titEleitZona: '12', titEleitSecao: '345' });

    const experiencias = await json('GET', `/api/colaboradores/${talento.id}/experiencias`);
    expect(experiencias).toEqual([
      expect.objectContaining({ empresa: 'Acme Ltda', cargo: { id: cargoId, nome: expect.any(String) }, motivoSaida: 'Mudança de cidade' }),
      expect.objectContaining({ empresa: 'Beta', checkNomeCargo: true, nomeMercado: 'Vendedor externo' }),
    ]);
    expect(await json('GET', `/api/colaboradores/${talento.id}/idiomas`)).toEqual([{ idioma: { id: idiomaId, nome: expect.any(String) }, nivel: 'AVANCADO' }]);
    expect(await json('GET', `/api/colaboradores/${talento.id}/formacoes`)).toEqual([expect.objectContaining({ curso: 'Administração', tipo: 'GRADUACAO', situacao: 'COMPLETO', conclusao: '12/2014' })]);
    expect(await json('GET', `/api/colaboradores/${talento.id}/certificados`)).toEqual([expect.objectContaining({ titulo: 'NR-35', cargaHorariaTotal: 16, cargaHorariaDiaria: 8, validade: '2026-01-11' })]);

    // Primeiro emprego empties the experiences.
    const primeiro = await patch(`/api/colaboradores/${talento.id}`, { primeiroEmprego: true, experiencias: [] });
    expect(primeiro.statusCode, primeiro.body).toBe(200);
    expect(await json('GET', `/api/colaboradores/${talento.id}/experiencias`)).toEqual([]);
  });

  it('o candidato tem as mesmas regras: uma definição só', async () => {
    const response = await t.request('POST', '/api/candidatos', {
      cookie: t.admin,
      body: { nome: 'Regra Compartilhada', pessoal: { cpf: '11144477735', sexo: 'F' }, cargos: [cargoId], certificados: [{ titulo: 'X', tipo: 'CURSO', cargaHorariaDiaria: 30 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toContainEqual({ field: 'certificados.0.cargaHorariaDiaria', message: 'Carga horária diária não pode ser maior 24 horas' });
  });

  it('outra empresa não lê as listas do talento', async () => {
    for (const lista of ['experiencias', 'idiomas', 'formacoes', 'certificados']) {
      expect((await t.request('GET', `/api/colaboradores/${talento.id}/${lista}`, { cookie: t.norte })).statusCode).toBe(404);
    }
    expect((await patch(`/api/colaboradores/${talento.id}`, { idiomas: [] }, t.norte)).statusCode).toBe(404);
  });
});

describe('candidato contratado → talento com os seus registros', () => {
  it('experiências, idiomas, formações e certificados do candidato passam ao talento', async () => {
    const candidato = await t.request('POST', '/api/candidatos', {
      cookie: t.admin,
      body: {
        nome: 'Helena Registros',
        pessoal: { cpf: '47192038504', sexo: 'F', dataNascimento: '1995-04-12' },
        contato: { email: 'helena.registros@exemplo.com.br' },
        cargos: [cargoId],
        experiencias: [{ ...experiencia, cargo: { id: cargoId } }],
        candidatoIdiomas: [{ idioma: { id: idiomaId }, nivel: 'BASICO' }],
        formacoes: [{ areaFormacao: { id: areaFormacaoId }, curso: 'Psicologia', local: 'UECE', tipo: 'GRADUACAO', situacao: 'EM_ANDAMENTO' }],
        certificados: [{ titulo: 'Excel avançado', tipo: 'CURSO', cargaHorariaTotal: 40, cargaHorariaDiaria: 4 }],
      },
    });
    expect(candidato.statusCode, candidato.body).toBe(201);
    const candidatoId = candidato.json().id as number;
    const solicitacao = (await json('GET', '/api/solicitacoes-pessoal?size=100')).content.find((s: Json) => s.descricao === 'Analista de RH para recrutamento');
    const { createdAt: _c, updatedAt: _u, ...editavel } = await json('GET', `/api/solicitacoes-pessoal/${solicitacao.id}`);
    expect((await t.request('PUT', `/api/solicitacoes-pessoal/${solicitacao.id}`, { cookie: t.admin, body: { ...editavel, quantidade: 5 } })).statusCode).toBe(200);
    const [vinculo] = await json('POST', `/api/solicitacoes-pessoal/candidato/${candidatoId}`, { solicitacoesIds: [solicitacao.id] });
    const hired = await t.request('PUT', `/api/candidatos-solicitacao/${vinculo.id}/contratar`, { cookie: t.admin, body: { dataContratacao: '2025-07-10' } });
    expect(hired.statusCode, hired.body).toBe(200);

    const draft = await json('GET', `/api/candidatos-solicitacao/${vinculo.id}/talento`);
    const created = await t.request('POST', '/api/colaboradores', { cookie: t.admin, body: { ...draft, matricula: '000777' } });
    expect(created.statusCode, created.body).toBe(201);
    const novo = created.json();
    expect(novo.experiencias).toEqual([expect.objectContaining({ empresa: 'Acme Ltda', cargo: { id: cargoId, nome: expect.any(String) }, dataAdmissao: '2019-02-01' })]);
    expect(novo.idiomas).toEqual([{ idioma: { id: idiomaId, nome: expect.any(String) }, nivel: 'BASICO' }]);
    expect(novo.formacoes).toEqual([expect.objectContaining({ curso: 'Psicologia', situacao: 'EM_ANDAMENTO' })]);
    expect(novo.certificados).toEqual([expect.objectContaining({ titulo: 'Excel avançado', cargaHorariaTotal: 40 })]);
  });
});

async function arquivo(name: string, formato: 'pdf' | 'xlsx', body: unknown, cookie = t.admin) {
  const job = await generateReport(t, cookie, name, formato, body);
  expect(job.status, job.mensagem).toBe('CONCLUIDO');
  return (await downloadReport(t, cookie, job.id)).rawPayload;
}
async function planilha(name: string, body: unknown): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await arquivo(name, 'xlsx', body)) as never);
  const linhas: string[] = [];
  workbook.worksheets[0]!.eachRow((row) => linhas.push((row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? ''))).join(' | ')));
  return linhas;
}

describe('demonstração e relatórios', () => {
  it('os talentos da demonstração têm experiências, idiomas, formações e certificados', async () => {
    const { content } = await json('GET', '/api/colaboradores?size=100&sort=id,asc');
    const comRegistros = [];
    for (const { id } of content as { id: number }[]) {
      const completo = await json('GET', `/api/colaboradores/${id}`);
      if (completo.idiomas.length && completo.formacoes.length) comRegistros.push(completo);
    }
    expect(comRegistros.length).toBeGreaterThanOrEqual(Math.min(content.length, 30) - 2);
    expect(comRegistros.some((c) => c.certificados.some((x: Json) => x.validade))).toBe(true);
    expect(comRegistros.some((c) => c.titEleitNumero)).toBe(true);
  });

  it('Formação Escolar: os talentos pela escolaridade, com as formações, filtrados pela situação', async () => {
    const texto = pdfText(await arquivo('formacao-escolar', 'pdf', {}));
    expect(texto).toContain('Formação Escolar');
    expect(texto).toMatch(/Escolaridade: /);
    expect(texto).toContain('Administração');
    expect(texto).toMatch(/Total de formações/);

    const completos = await planilha('formacao-escolar', { situacoes: ['COMPLETO'] });
    expect(completos.join('\n')).toContain('Completo');
    expect(completos.join('\n')).not.toContain('Em andamento');
    const emAndamento = await planilha('formacao-escolar', { situacoes: ['EM_ANDAMENTO'] });
    expect(emAndamento.join('\n')).toContain('Em andamento');
    expect(emAndamento.join('\n')).not.toContain('| Completo |');
  });

  it('Talento x Certificado: vencidos, a vencer e todos, com a situação da validade', async () => {
    const vencidos = pdfText(await arquivo('talento-certificado', 'pdf', { exibir: 'V', dias: 30 }));
    expect(vencidos).toContain('Talento x Certificado');
    expect(vencidos).toContain('NR-35 Trabalho em Altura');
    expect(vencidos).toContain('Vencido');
    expect(vencidos).not.toContain('A vencer');
    expect(vencidos).not.toContain('Excel Avançado');

    const aVencer = pdfText(await arquivo('talento-certificado', 'pdf', { exibir: 'A', dias: 30 }));
    expect(aVencer).toContain('Primeiros Socorros');
    expect(aVencer).toContain('A vencer');
    expect(aVencer).not.toContain('NR-35 Trabalho em Altura');

    const todos = (await planilha('talento-certificado', { exibir: 'T', dias: 30 })).join('\n');
    for (const texto of ['Excel Avançado', 'Sem validade', 'Vencido', 'A vencer', 'Válido']) expect(todos).toContain(texto);

    // Another company sees none of company 1's records.
    const norte = await generateReport(t, t.norte, 'talento-certificado', 'visualizar', { exibir: 'T', dias: 30 });
    expect(norte.status).toBe('VAZIO');
  });
});
