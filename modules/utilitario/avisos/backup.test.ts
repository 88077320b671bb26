import { describe, expect, it } from 'vitest';
import { avisosDoBackup } from './backup';

const HOJE = '2026-11-27';
const LINK = { texto: 'Ir para Utilitários › Backup', url: '/utilitario/backup' };

describe('aviso do backup', () => {
  it('nenhum backup: avisa, com o caminho da tela', () => {
    expect(avisosDoBackup(undefined, HOJE)).toEqual([{ codigo: 'backup-antigo', gravidade: 'AVISO', mensagens: ['Nenhum backup foi gerado.'], link: LINK }]);
  });

  it('de até 7 dias: nenhum aviso; de 8 dias ou mais: a data do último', () => {
    expect(avisosDoBackup('2026-11-27T12:00:00.000Z', HOJE)).toEqual([]);
    expect(avisosDoBackup('2026-11-20T12:00:00.000Z', HOJE)).toEqual([]);
    expect(avisosDoBackup('2026-11-19T12:00:00.000Z', HOJE)).toEqual([{ codigo: 'backup-antigo', gravidade: 'AVISO', mensagens: ['O último backup foi gerado em 19/11/2026.'], link: LINK }]);
  });

  it('o dia é o de São Paulo: 20/11 às 01:00 UTC ainda é 19/11 lá', () => {
    expect(avisosDoBackup('2026-11-20T01:00:00.000Z', HOJE)[0]?.mensagens).toEqual(['O último backup foi gerado em 19/11/2026.']);
  });
});
