import { describe, expect, it } from 'vitest';
import type { DadosLicenca } from '../licenca/licenca.api';
import type { SituacaoLicenca } from '../licenca/status';
import { avisosDaLicenca } from './licenca';

const dados = (dataExpiracao: string) => ({ dataExpiracao }) as DadosLicenca;
const situacao = (status: SituacaoLicenca['status'], expira: string | null): SituacaoLicenca => ({ status, explicacao: '', dados: expira ? dados(expira) : null });
const HOJE = '2026-11-27';

describe('avisos da licença', () => {
  it('ativa, longe do fim: nenhum; a 30 dias ou menos: quantos faltam; no último dia: hoje', () => {
    expect(avisosDaLicenca(situacao('Ativa', '2026-12-28'), HOJE)).toEqual([]);
    expect(avisosDaLicenca(situacao('Ativa', '2026-12-27'), HOJE)[0]?.mensagens[0]).toMatch(/^Licença expira em 30 dias \(27\/12\/2026\)\./);
    expect(avisosDaLicenca(situacao('Ativa', '2026-11-28'), HOJE)[0]).toMatchObject({ codigo: 'licenca-expira', gravidade: 'AVISO', mensagens: [expect.stringMatching(/^Licença expira em 1 dia /)] });
    expect(avisosDaLicenca(situacao('Ativa', HOJE), HOJE)[0]?.mensagens[0]).toMatch(/^Licença expira hoje /);
  });

  it('vencida: um erro com a data; nova instalação ou inconsistente: nenhum (a página do autenticador explica)', () => {
    expect(avisosDaLicenca(situacao('Inativa', '2026-11-01'), HOJE)).toEqual([
      { codigo: 'licenca-vencida', gravidade: 'ERRO', mensagens: ['Licença vencida em 01/11/2026. Importe a licença renovada em Utilitários › Configuração do Autenticador.'] },
    ]);
    expect(avisosDaLicenca(situacao('NovaInstalacao', null), HOJE)).toEqual([]);
    expect(avisosDaLicenca(situacao('Inconsistente', '2026-12-01'), HOJE)).toEqual([]);
  });
});
