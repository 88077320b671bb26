/** Every report under schemas/<modulo>/relatorios/ is valid; a mistake is named by file and JSON pointer. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { reportDeclarationSchema } from '../codegen/gen';
import { isReportFile, readSchemaFolder, registryOf } from '../registry/schema-folder';
import { createAjv } from '../validation/ajv';
import { Registry } from '../registry/registry';
import { REPORT_FIXTURE_FILE } from '../../tests/support/report-fixture';
import type { ReportDeclaration } from './declaration';

const root = resolve(import.meta.dirname, '../../schemas');
const files = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return files(path);
    return isReportFile(path) && name.endsWith('.json') ? [path] : [];
  });

const report = (overrides: Partial<ReportDeclaration> = {}): ReportDeclaration => ({
  name: 'teste',
  module: 'm',
  title: 'Teste',
  filter: { type: 'object', properties: {} },
  query: { from: 'cargo', select: { nome: 'nome' } },
  layout: { columns: [{ field: 'nome', label: 'Nome' }] },
  ...overrides,
});

describe('relatórios em schemas/', () => {
  const validate = new Ajv({ allErrors: true, strict: false }).compile(reportDeclarationSchema());

  it('há ao menos um relatório declarado', () => expect(files(root).length).toBeGreaterThan(0));

  it.each([...files(root), REPORT_FIXTURE_FILE].map((f) => [relative(root, f), f]))('%s segue o formato de engine/report/declaration.ts', (_name, path) => {
    validate(JSON.parse(readFileSync(path, 'utf8')));
    expect((validate.errors ?? []).map((e) => `${relative(root, path)}#${e.instancePath}: ${e.message}`)).toEqual([]);
  });

  it('um erro aponta o ponteiro JSON', () => {
    validate(report({ layout: { columns: [{ field: 'x', label: 'X', format: 'moeda' as never }] } }));
    expect(validate.errors?.map((e) => e.instancePath)).toContain('/layout/columns/0/format');
  });

  it('cada filtro compila no ajv em modo estrito e cada relatório tem rota derivada (ou a da especificação)', () => {
    const registry = registryOf(readSchemaFolder(root));
    // Spec §2.3 places the vacancy-filling statistics outside /captacao/relatorios.
    const declaredRoutes: Record<string, string> = { 'estatisticas-preenchimento-vaga': '/captacao/estatisticas-preenchimento-vaga' };
    for (const declared of registry.reports) {
      expect(() => createAjv().compile(declared.filter), declared.source).not.toThrow();
      expect(declared.route).toBe(declaredRoutes[declared.name] ?? `/${declared.module}/relatorios/${declared.name}`);
    }
  });

  it('o modo Detalhado / Resumido vira a propriedade "resumido", com rádio', () => {
    const [registered] = new Registry([], {}, [{ declaration: report({ summary: {} }), source: 'x.json' }]).reports;
    expect(registered!.filter.properties).toMatchObject({ resumido: { type: 'boolean', default: false } });
    expect(registered!.form?.fields?.resumido).toEqual({ widget: 'radio' });
  });

  it('recusa referência a entidade desconhecida, nome repetido e padrão relativo de propriedade inexistente', () => {
    const make = (...declarations: ReportDeclaration[]) => () => new Registry([], {}, declarations.map((declaration) => ({ declaration, source: 'r.json' })));
    expect(make(report({ filter: { type: 'object', properties: { ids: { type: 'array', items: { type: 'integer' }, 'x-reference': 'nada' } } } }))).toThrow(
      /r\.json: ids referencia a entidade desconhecida "nada"/,
    );
    expect(make(report(), report())).toThrow(/relatório "teste" já declarado/);
    expect(make(report({ relativeDefaults: { dataIni: { months: -1 } } }))).toThrow(/relativeDefaults usa "dataIni"/);
  });
});
