/**
 * The backup's system notice (GET /api/avisos-sistema): for who may generate backups, "Nenhum
 * backup foi gerado." until there is one, nothing while the newest is at most 7 days old, its date
 * once it is older — with the way to Utilitários › Backup; other users never see it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../engine/format/dates';
import { setClock, today } from '../../engine/validation/brazilian';
import type { BackupLista } from '../../modules/utilitario/backup/backup.api';
import type { AvisoSistema } from '../../modules/utilitario/avisos/avisos.api';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const LINK = { texto: 'Ir para Utilitários › Backup', url: '/utilitario/backup' };

const avisoDoBackup = async (cookie = t.admin) => {
  const response = await t.request('GET', '/api/avisos-sistema', { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { avisos: AvisoSistema[] }).avisos.filter((a) => a.codigo === 'backup-antigo');
};

const daquiA = (dias: number) => {
  const instante = new Date(Date.now() + dias * 86_400_000);
  setClock(() => instante);
};

afterEach(() => setClock());

describe('aviso do backup', () => {
  it('sem backup: o administrador é avisado, com o caminho da tela; quem não gera backups, não', async () => {
    expect(await avisoDoBackup()).toEqual([{ codigo: 'backup-antigo', gravidade: 'AVISO', mensagens: ['Nenhum backup foi gerado.'], link: LINK }]);
    expect(await avisoDoBackup(t.norte)).toEqual([]);
  });

  it('com um backup de hoje: nenhum aviso, nem 7 dias depois; no 8º dia, a data do último', async () => {
    expect((await t.request('POST', '/api/backup/gerar', { cookie: t.admin })).statusCode).toBe(202);
    let lista: BackupLista;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      lista = (await t.request('GET', '/api/backup', { cookie: t.admin })).json<BackupLista>();
    } while (lista.tarefa?.status === 'EXECUTANDO');
    expect(lista.tarefa?.status).toBe('CONCLUIDO');
    const gerado = today();

    expect(await avisoDoBackup()).toEqual([]);
    daquiA(7);
    expect(await avisoDoBackup()).toEqual([]);
    daquiA(8);
    expect(await avisoDoBackup()).toEqual([{ codigo: 'backup-antigo', gravidade: 'AVISO', mensagens: [`O último backup foi gerado em ${formatDate(gerado)}.`], link: LINK }]);
    expect(await avisoDoBackup(t.norte)).toEqual([]);
  });
});
