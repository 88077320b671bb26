/**
 * Twenty-one mistakes an admin makes editing the extinguisher folder, each refused before the app listens
 * with the file, line, column and key — none left to answer 500 later — and the start itself
 * stopping with the list; the corrected folder starts and its screens answer.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DeclarationProblems } from '../../server/declarations/check';
import { loadSchemas } from '../../server/schemas-loader';

const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), 'rh-erros-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const EXTINTOR = 'sst/extintor.json';
const REPORT = 'sst/relatorios/extintores-recarga-vencendo.json';

type Json = Record<string, any>; // oxlint-disable-line typescript/no-explicit-any -- edits reach anywhere in a declaration

/** A fresh copy of schemas/ with the extinguisher folder, one file changed by `edit`. */
function folderWith(file: string, edit: (declaration: Json) => void): string {
  const folder = mkdtempSync(join(root, 'schemas-'));
  cpSync(resolve(import.meta.dirname, '../../schemas'), folder, { recursive: true });
  cpSync(resolve(import.meta.dirname, '../support/declaracao-extintor'), folder, { recursive: true });
  const path = join(folder, file);
  const declaration = JSON.parse(readFileSync(path, 'utf8')) as Json;
  edit(declaration);
  writeFileSync(path, JSON.stringify(declaration, null, 2));
  return folder;
}

function problemsOf(folder: string): string[] {
  try {
    loadSchemas(folder);
  } catch (error) {
    if (error instanceof DeclarationProblems) return error.problems.map((p) => `${relative(folder, p.file)}:${p.line}:${p.column} — ${p.message}`);
    throw error;
  }
  return [];
}

const mistakes: [what: string, file: string, edit: (d: Json) => void, expected: RegExp][] = [
  ['chave desconhecida no topo', EXTINTOR, (d) => (d.menuu = d.menu), /extintor\.json:\d+:3 — menuu: chave desconhecida "menuu" — quis dizer "menu"\?/],
  ['maxlength', EXTINTOR, (d) => (d.schema.properties.nome.maxlength = 100), /schema\.properties\.nome\.maxlength: palavra-chave desconhecida "maxlength" — quis dizer "maxLength"\?/],
  ['tipo "text"', EXTINTOR, (d) => (d.schema.properties.fabricante.type = 'text'), /schema\.properties\.fabricante\.type: tipo "text" não existe/],
  ['operador de filtro', EXTINTOR, (d) => (d.filters[0].op = 'contem'), /filters\.0\.op: valor não aceito; use um destes: .*contains/],
  ['ordenação por campo inexistente', EXTINTOR, (d) => (d.list.sortable = ['nomee']), /list\.sortable\.0: ordenação "nomee" não é uma propriedade do schema — quis dizer "nome"\?/],
  ['ordenação padrão', EXTINTOR, (d) => (d.list.defaultSort = 'vencimento,asc'), /list\.defaultSort: ordenação "vencimento" não é uma propriedade/],
  ['propriedade errada num if/then', EXTINTOR, (d) => (d.schema.allOf[0].then.required = ['classeFogoo']), /schema\.allOf\.0\.then\.required\.0: then "classeFogoo" não é uma propriedade do schema — quis dizer "classeFogo"\?/],
  ['coluna da lista', EXTINTOR, (d) => (d.list.columns[1] = 'fabricant'), /list\.columns\.1: coluna "fabricant" não é uma propriedade do schema — quis dizer "fabricante"\?/],
  ['ordem do formulário', EXTINTOR, (d) => (d.form.order[5] = 'tipoo'), /form\.order\.5: form\.order "tipoo"/],
  ['visibleWhen', EXTINTOR, (d) => (d.form.fields.classeFogo.visibleWhen = { agenteExtintor: 'P' }), /form\.fields\.classeFogo\.visibleWhen\.agenteExtintor: visibleWhen "agenteExtintor" não é uma propriedade/],
  ['filtro de campo inexistente', EXTINTOR, (d) => d.filters.push({ name: 'selo', field: 'numeroSelo', op: 'eq' }), /filters\.2\.field: filtro "numeroSelo" não é uma propriedade/],
  ['dica de campo inexistente', EXTINTOR, (d) => (d.form.fields.capacidade = { span: 3 }), /form\.fields\.capacidade: form\.fields "capacidade" não é uma propriedade .* — quis dizer "capacidadeKg"\?/],
  ['regra unique', EXTINTOR, (d) => (d.unique = [{ fields: ['codigo'], message: 'Já existe.' }]), /unique\.0\.fields\.0: unique "codigo" não é uma propriedade/],
  ['campo oculto sempre obrigatório', EXTINTOR, (d) => d.schema.required.push('classeFogo'), /form\.fields\.classeFogo\.visibleWhen: "classeFogo" some da tela \(visibleWhen\) mas é sempre obrigatório/],
  ['widget desconhecido', EXTINTOR, (d) => (d.form.fields.tipo.widget = 'radios'), /form\.fields\.tipo\.widget: valor não aceito; use um destes: .*radio/],
  ['chave desconhecida numa coluna do relatório', REPORT, (d) => (d.layout.columns[3].formato = 'date'), /layout\.columns\.3\.formato: chave desconhecida "formato" — quis dizer "format"\?/],
  ['caminho que não é referência', REPORT, (d) => (d.query.select.fabricante = 'fabricante.nome'), /query\.select\.fabricante: "fabricante\.nome": "fabricante" não é uma referência/],
  ['coluna fora do select', REPORT, (d) => (d.layout.columns[3].field = 'vencimentoDaRecarga'), /layout\.columns\.3\.field: "vencimentoDaRecarga" não é uma coluna do select da query — quis dizer "vencimentoRecarga"\?/],
  ['entidade de origem', REPORT, (d) => (d.query.from = 'extintores'), /query\.from: entidade desconhecida "extintores" — quis dizer "extintor"\?/],
  ['dia relativo', EXTINTOR, (d) => d.filters.push({ name: 'situacao', op: 'match', schema: { type: 'string' }, match: { V: { vencimentoRecarga: { lt: 'hoje' } } } }), /filters\.2\.match\.V\.vencimentoRecarga: "hoje" não é um dia relativo: use \$hoje, \$hoje\+N ou \$hoje-N/],
  ['palavra-chave no filtro do relatório', REPORT, (d) => (d.filter.properties.dataIni.formatMinimun = '2020-01-01'), /filter\.properties\.dataIni\.formatMinimun: palavra-chave desconhecida "formatMinimun" — quis dizer "formatMinimum"\?/],
];

describe('declarações com erro são recusadas antes de o app ouvir', () => {
  it('vinte e um erros, vinte e uma recusas: arquivo, linha, coluna e a chave, com sugestão', () => {
    const refused = mistakes.filter(([what, file, edit, expected]) => {
      const problems = problemsOf(folderWith(file, edit));
      expect(problems, what).toHaveLength(1);
      expect(problems[0], what).toMatch(expected);
      return true;
    });
    expect(refused).toHaveLength(21);
  });

  it('a linha e a coluna apontam a chave no arquivo', () => {
    const folder = folderWith(EXTINTOR, (d) => (d.schema.properties.nome.maxlength = 100));
    const [problem] = problemsOf(folder);
    const [, line, column] = /:(\d+):(\d+) —/.exec(problem!)!;
    const text = readFileSync(join(folder, EXTINTOR), 'utf8').split('\n')[Number(line) - 1]!;
    expect(text.slice(Number(column) - 1)).toMatch(/^"maxlength": 100/);
  });

  it('vários erros num arquivo: todos listados de uma vez; o início para com a lista e código 1', async () => {
    const folder = folderWith(EXTINTOR, (d) => {
      d.schema.properties.nome.maxlength = 100;
      d.list.sortable = ['nomee'];
      d.filters[0].op = 'contem';
    });
    expect(problemsOf(folder)).toHaveLength(3);
    const started = await run('npx', ['tsx', 'server/main.ts'], { env: { ...process.env, PORT: '0', DEMO: '0', DATABASE_URL: '', DATA_DIR: 'memory://', SCHEMAS_DIR: folder }, timeout: 60_000 }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(started.code).toBe(1);
    expect(started.stderr).toMatch(/^RH não iniciou: 3 problemas nas declarações:\n {2}.*extintor\.json:\d+:\d+ — /);
    expect(started.stderr).not.toMatch(/at .*\.ts:\d+/); // no stack trace, only the list
  }, 90_000);

  it('npm run check confere a pasta e diz que está tudo certo', async () => {
    const folder = folderWith(EXTINTOR, () => {});
    const { stdout } = await run('npx', ['tsx', 'server/declarations/check-cli.ts', folder], { timeout: 60_000 });
    const { declarations, reports, documents } = loadSchemas(folder);
    expect(stdout).toContain(`Declarações conferidas: ${declarations.length} entidades, ${reports.length} relatórios e ${documents.length} documentos, nenhum problema.`);
  }, 90_000);
});
