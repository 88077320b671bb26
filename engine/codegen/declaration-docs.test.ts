import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../validation/ajv';
import { KEYWORD_DOCS } from '../validation/keyword-docs';
import { declarationDocs, undocumented } from './declaration-docs';
import { declarationFormats } from './gen';

const formats = declarationFormats();
const keywordsOf = (ajv: Ajv) => Object.keys((ajv as unknown as { RULES: { all: object } }).RULES.all);

describe('docs/declarations.md', () => {
  it('toda chave dos formatos de declaração está explicada', () => {
    expect(undocumented(formats)).toEqual([]);
  });

  it('toda palavra-chave que o motor acrescenta ao JSON Schema está explicada', () => {
    const standard = new Set(keywordsOf(addFormats(new Ajv({ $data: true }), { keywords: true }) as unknown as Ajv));
    const added = keywordsOf(createAjv()).filter((keyword) => !standard.has(keyword));
    expect(added.filter((keyword) => !KEYWORD_DOCS[keyword])).toEqual([]);
  });

  it('o arquivo está em dia com os tipos (npm run gen o reescreve)', () => {
    expect(readFileSync(resolve(import.meta.dirname, '../../docs/declarations.md'), 'utf8')).toBe(declarationDocs(formats));
  });
}, 60_000);
