/**
 * The backup's notice, for the system administrator (the only one who may generate one): no
 * backup at all, or the newest older than BACKUP_AVISO_DIAS days — a database nobody saved lately
 * is one disk failure from losing everything.
 */
import { formatDate } from '../../../engine/format/dates';
import { saoPauloDateTime } from '../../../engine/validation/brazilian';
import type { AvisoSistema } from './avisos.api';
import { diasEntre } from './licenca';

export const BACKUP_AVISO_DIAS = 7;

const LINK = { texto: 'Ir para Utilitários › Backup', url: '/utilitario/backup' };

/** `ultimo`: the instant (ISO) the newest backup was made, if any; `hoje`: today on the São Paulo calendar. */
export function avisosDoBackup(ultimo: string | undefined, hoje: string): AvisoSistema[] {
  if (!ultimo) return [{ codigo: 'backup-antigo', gravidade: 'AVISO', mensagens: ['Nenhum backup foi gerado.'], link: LINK }];
  // The day the administrator saw on the Backup screen: São Paulo's, not the server's UTC one.
  const dia = saoPauloDateTime(new Date(ultimo)).slice(0, 10);
  if (diasEntre(dia, hoje) <= BACKUP_AVISO_DIAS) return [];
  return [{ codigo: 'backup-antigo', gravidade: 'AVISO', mensagens: [`O último backup foi gerado em ${formatDate(dia)}.`], link: LINK }];
}
