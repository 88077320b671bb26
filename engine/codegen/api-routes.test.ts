import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoutesModule, typeIndex } from './api-routes';

describe('rotas do cliente tipado', () => {
  it('cada rota documentada com os tipos do contrato, importados de onde são escritos', () => {
    const root = mkdtempSync(join(tmpdir(), 'rh-rotas-'));
    writeFileSync(join(root, 'a.api.ts'), "export interface Anuncio { id: number }\nexport type { Mensagem } from './b';\n");
    const index = typeIndex([join(root, 'a.api.ts')], root);
    const text = apiRoutesModule(
      [
        { method: 'GET', url: '/api/externo/anuncios', doc: { response: 'Anuncio[]' } },
        { method: 'POST', url: '/api/externo/anuncios/:id/enviar-amigo', doc: { body: { type: 'object' }, response: 'Mensagem' } },
        { method: 'POST', url: '/api/candidatos/:candidatoId/documentos-anexos', doc: { bodyType: 'multipart/form-data', body: { type: 'object' }, response: 'Desconhecido' } },
        { method: 'DELETE', url: '/api/externo/candidatos/:id', doc: {} },
        { method: 'PUT', url: '/api/x/:id', doc: { body: 'XEntrada', response: 'arquivo' } },
        { method: 'GET', url: '/api/sem-contrato' },
      ],
      index,
      'generated',
    );
    expect(text).toContain("import type { Anuncio, Mensagem } from '../a.api';");
    expect(text).toContain("'GET /externo/anuncios': { response: Anuncio[]; body: never };");
    expect(text).toContain("'POST /externo/anuncios/{id}/enviar-amigo': { response: Mensagem; body: Record<string, unknown> };");
    expect(text).toContain("'POST /candidatos/{candidatoId}/documentos-anexos': { response: unknown; body: FormData };");
    expect(text).toContain("'DELETE /externo/candidatos/{id}': { response: void; body: never };");
    expect(text).toContain("'PUT /x/{id}': { response: Blob; body: Record<string, unknown> };");
    expect(text).not.toContain('sem-contrato');
  });
});
