import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../server/config';
import { integracoes, semSegredos } from './catalogo';

const situacoes = (env: NodeJS.ProcessEnv) => Object.fromEntries(integracoes(configFromEnv(env)).map((i) => [i.codigo, i.situacao]));

describe('catálogo das integrações', () => {
  it('nada configurado: SMTP, CEP e assistente não configurados, sem teste; os serviços do fornecedor não disponíveis', () => {
    expect(situacoes({})).toEqual({
      smtp: 'NAO_CONFIGURADA',
      cep: 'NAO_CONFIGURADA',
      assistente: 'NAO_CONFIGURADA',
      chat: 'NAO_DISPONIVEL',
      solides: 'NAO_DISPONIVEL',
      eduvem: 'NAO_DISPONIVEL',
      colabore: 'NAO_DISPONIVEL',
      bi: 'NAO_DISPONIVEL',
    });
    expect(integracoes(configFromEnv({})).filter((i) => i.testavel)).toEqual([]);
    expect(integracoes(configFromEnv({})).find((i) => i.codigo === 'assistente')?.variaveis).toEqual(['ASSISTENTE_URL', 'ASSISTENTE_MODELO', 'ASSISTENTE_CHAVE', 'ASSISTENTE_TIMEOUT_MS']);
  });

  it('configurados pelo ambiente, com o destino sem usuário, senha nem parâmetros', () => {
    const lista = integracoes(
      configFromEnv({ SMTP_URL: 'smtp://ana:segredo@mail.exemplo.com:587', CEP_URL: 'https://chave:oculta@viacep.com.br/ws?token=xyz', ASSISTENTE_URL: 'https://ia.exemplo.com/v1/', ASSISTENTE_CHAVE: 'sk-secreta' }),
    );
    expect(lista.find((i) => i.codigo === 'assistente')).toMatchObject({ situacao: 'CONFIGURADA', destino: 'https://ia.exemplo.com/v1', testavel: true });
    expect(lista.find((i) => i.codigo === 'smtp')).toMatchObject({ situacao: 'CONFIGURADA', destino: 'smtp://mail.exemplo.com:587', testavel: true });
    expect(lista.find((i) => i.codigo === 'cep')).toMatchObject({ situacao: 'CONFIGURADA', destino: 'https://viacep.com.br/ws', testavel: true });
    const texto = JSON.stringify(lista);
    for (const segredo of ['ana:', 'segredo', 'chave:', 'oculta', 'token=xyz', 'sk-secreta']) expect(texto).not.toContain(segredo);
  });

  it('um endereço que não se lê não é mostrado', () => {
    expect(semSegredos('não é url')).toBe('endereço inválido');
  });
});
