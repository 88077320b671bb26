/** Every document under schemas/<modulo>/documentos/ is valid; a mistake names the file and what is wrong. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { documentDeclarationSchema } from '../codegen/gen';
import { isDocumentFile, readSchemaFolder, registryOf } from '../registry/schema-folder';
import type { EntityDeclaration } from '../declaration';
import { Registry } from '../registry/registry';
import type { DocumentDeclaration } from './document-declaration';

const root = resolve(import.meta.dirname, '../../schemas');
const files = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return files(path);
    return isDocumentFile(path) && name.endsWith('.json') ? [path] : [];
  });

const folder = readSchemaFolder(root);
const { entities: declarations, documents } = folder;
/** The declared documents of other entities, which their download actions need. */
const others = documents.filter((d) => d.declaration.entity !== 'solicitacaoPessoal');
const document = (overrides: Partial<DocumentDeclaration> = {}): DocumentDeclaration => ({
  name: 'teste',
  entity: 'solicitacaoPessoal',
  path: 'pdf',
  title: 'Teste {id}',
  sections: [{ title: 'Dados', fields: ['descricao'] }],
  ...overrides,
});
const withActions = (actions: EntityDeclaration['actions']) =>
  declarations.map((d) => (d.declaration.name === 'solicitacaoPessoal' ? { ...d, declaration: { ...d.declaration, actions } } : d));
const register = (docs: DocumentDeclaration[], entities = declarations) => () =>
  new Registry(entities, folder.shared, [], [...others, ...docs.map((declaration) => ({ declaration, source: 'd.json' }))]);

describe('documentos em schemas/', () => {
  const validate = new Ajv({ allErrors: true, strict: false }).compile(documentDeclarationSchema());

  it('há ao menos um documento declarado', () => expect(files(root).length).toBeGreaterThan(0));

  it.each(files(root).map((f) => [relative(root, f), f]))('%s segue o formato de engine/report/document-declaration.ts', (_name, path) => {
    validate(JSON.parse(readFileSync(path, 'utf8')));
    expect((validate.errors ?? []).map((e) => `${e.instancePath}: ${e.message}`)).toEqual([]);
  });

  it('recusa propriedade, entidade, opção e referência que não existem', () => {
    expect(register([document({ sections: [{ title: 'S', fields: ['nada'] }] })])).toThrow(/d\.json: seção "S" usa "nada", que não é uma propriedade de solicitacaoPessoal/);
    expect(register([document({ entity: 'nada' })])).toThrow(/entidade desconhecida "nada"/);
    expect(register([document({ sections: [{ title: 'S', fields: ['descricao'], when: 'x' }] })])).toThrow(/when usa "x"/);
    expect(register([document({ sections: [{ title: 'S', from: { entity: 'cargo', via: 'nome' }, fields: ['nome'] }] })])).toThrow(/cargo\.nome não referencia solicitacaoPessoal/);
    expect(register([document({ sections: [{ title: 'S', table: { property: 'descricao', columns: [] } }] })])).toThrow(/não é uma lista de referências/);
    expect(register([document({ title: 'Nº {numero}' })])).toThrow(/title usa "numero"/);
    expect(register([document({ signatures: [{ label: 'Gestor', labelOption: 'texto' }] })])).toThrow(/labelOption usa "texto", que não é uma opção de texto/);
  });

  it('as opções de impressão do documento são o diálogo da ação que o baixa', () => {
    const imprimir = registryOf(folder).get('solicitacaoPessoal').actions!.find((a) => a.download === 'pdf')!;
    expect(imprimir.form?.schema).toMatchObject({ type: 'object', additionalProperties: false, properties: { historico: { type: 'boolean', default: true } } });
  });

  it('recusa nome repetido e ação de download sem documento', () => {
    expect(register([document(), document({ path: 'outro' })])).toThrow(/documento "teste" .* já declarado/);
    expect(register([document()], withActions([{ name: 'imprimir', label: 'Imprimir', download: 'ficha' }]))).toThrow(/a ação "imprimir" baixa "ficha", que não é um documento de solicitacaoPessoal/);
  });
});
