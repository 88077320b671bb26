import { describe, expect, it, vi } from 'vitest';
import { call, fillPath } from './api-client';
import { failingDataProvider } from './data-provider';

describe('cliente tipado', () => {
  it('preenche os parâmetros do caminho, codificados, e recusa um ausente', () => {
    expect(fillPath('/relatorios/{nome}', { nome: 'a b/c' })).toBe('/relatorios/a%20b%2Fc');
    expect(fillPath('/externo/candidatos/{candidatoId}/documentos-anexos/{id}', { candidatoId: 7, id: 3 })).toBe('/externo/candidatos/7/documentos-anexos/3');
    expect(() => fillPath('/cep/{cep}', {})).toThrow('Parâmetro cep ausente em /cep/{cep}');
  });

  it('chama o provedor com o método e o caminho da rota, sem o `path` nas opções', async () => {
    const request = vi.fn(async () => ({ ok: true }));
    const provider = failingDataProvider({ request: request as never });
    await call(provider, 'PATCH /externo/candidatos/{id}/aceita-termo', { path: { id: 9 }, errorMode: 'popup' });
    expect(request).toHaveBeenCalledWith('PATCH', '/externo/candidatos/9/aceita-termo', { errorMode: 'popup' });
    await call(provider, 'GET /meta/telas');
    expect(request).toHaveBeenLastCalledWith('GET', '/meta/telas', {});
  });
});
