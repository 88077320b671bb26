import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lerLicenca } from './arquivo';
import { CHAVE_PRIVADA_DE_TESTE, chavePrivada, chavePublica } from './chaves';
import { emitirLicenca } from './emitir';
import { situacaoDaLicenca, type Instalacao } from './status';

const privada = chavePrivada(CHAVE_PRIVADA_DE_TESTE);
const publica = chavePublica({});
const INSTALACAO: Instalacao = { id: 'inst-1', cnpjs: ['11222333000181'], hoje: '2026-11-27' };
const emitir = (extra: Partial<Parameters<typeof emitirLicenca>[0]> = {}) =>
  emitirLicenca({ instalacao: 'inst-1', cnpj: '11222333000181', razaoSocial: 'Empresa Demonstração Ltda', expedicao: '2026-11-01', validade: '2027-10-31', nrSerie: 'RH-1', ...extra }, privada);

describe('arquivo de licença', () => {
  it('a chave pública enviada confere o que a chave de teste assina', () => {
    const leitura = lerLicenca(emitir(), publica);
    expect(leitura).toEqual({ valida: true, dados: expect.objectContaining({ cnpj: '11222333000181', nrSerie: 'RH-1', dataExpiracao: '2027-10-31', tipo: 'JARVIS' }) });
  });

  it('um byte trocado nos dados quebra a assinatura', () => {
    const texto = emitir();
    const adulterado = texto.replace('2027-10-31', '2037-10-31');
    expect(adulterado).not.toBe(texto);
    expect(lerLicenca(adulterado, publica)).toEqual({ valida: false, motivo: 'assinatura' });
  });

  it('outra chave não confere; texto que não é licença é ilegível', () => {
    const outra = generateKeyPairSync('ed25519').publicKey;
    expect(lerLicenca(emitir(), outra)).toEqual({ valida: false, motivo: 'assinatura' });
    expect(lerLicenca('não é json', publica)).toEqual({ valida: false, motivo: 'ilegivel' });
    expect(lerLicenca('{"dados": 1}', publica)).toEqual({ valida: false, motivo: 'ilegivel' });
  });

  it('LICENCA_CHAVE_PUBLICA aponta outra chave', () => {
    expect(() => chavePublica({ LICENCA_CHAVE_PUBLICA: '/nao/existe.pem' })).toThrow();
  });
});

describe('situação da licença', () => {
  const situacao = (texto: string | null, instalacao = INSTALACAO) => situacaoDaLicenca(texto === null ? null : lerLicenca(texto, publica), instalacao);

  it('sem licença: Nova Instalação', () => {
    expect(situacao(null)).toMatchObject({ status: 'NovaInstalacao', dados: null });
  });

  it('válida, no prazo, desta instalação e de uma empresa dela: Ativa até o último dia', () => {
    expect(situacao(emitir())).toMatchObject({ status: 'Ativa', explicacao: 'Licença válida até 31/10/2027.' });
    expect(situacao(emitir(), { ...INSTALACAO, hoje: '2027-10-31' }).status).toBe('Ativa');
  });

  it('vencida: Inativa, com a data', () => {
    expect(situacao(emitir(), { ...INSTALACAO, hoje: '2027-11-01' })).toMatchObject({ status: 'Inativa', explicacao: expect.stringContaining('expirou em 31/10/2027') });
  });

  it('assinatura inválida, outra instalação ou CNPJ de fora: Inconsistente, cada uma com o seu motivo', () => {
    expect(situacao(emitir().replace('RH-1', 'RH-2'))).toMatchObject({ status: 'Inconsistente', explicacao: expect.stringContaining('assinatura'), dados: null });
    expect(situacao(emitir({ instalacao: 'inst-2' }))).toMatchObject({ status: 'Inconsistente', explicacao: expect.stringContaining('outra instalação') });
    expect(situacao(emitir({ cnpj: '11444777000161' }))).toMatchObject({ status: 'Inconsistente', explicacao: expect.stringContaining('não é de nenhuma empresa') });
  });
});
