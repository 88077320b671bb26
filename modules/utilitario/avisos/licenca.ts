/**
 * The licence's notices: one that ends within LICENCA_AVISO_DIAS days ("Licença expira em N dias"),
 * one that has ended. A new installation or an inconsistent licence has its own page (Configuração
 * do Autenticador), which says why.
 */
import { formatDate } from '../../../engine/format/dates';
import type { SituacaoLicenca } from '../licenca/status';
import type { AvisoSistema } from './avisos.api';

export const LICENCA_AVISO_DIAS = 30;

const DIA_MS = 86_400_000;
/** Calendar days from one date to another (YYYY-MM-DD). */
export const diasEntre = (de: string, ate: string) => Math.round((Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / DIA_MS);

export function avisosDaLicenca(situacao: SituacaoLicenca, hoje: string): AvisoSistema[] {
  const expira = situacao.dados?.dataExpiracao;
  if (!expira) return [];
  if (situacao.status === 'Inativa') {
    return [{ codigo: 'licenca-vencida', gravidade: 'ERRO', mensagens: [`Licença vencida em ${formatDate(expira)}. Importe a licença renovada em Utilitários › Configuração do Autenticador.`] }];
  }
  if (situacao.status !== 'Ativa') return [];
  // The expiry date is the last valid day: on it, 0 days are left.
  const dias = diasEntre(hoje, expira);
  if (dias > LICENCA_AVISO_DIAS) return [];
  const quando = dias === 0 ? 'Licença expira hoje' : `Licença expira em ${dias} ${dias === 1 ? 'dia' : 'dias'}`;
  return [{ codigo: 'licenca-expira', gravidade: 'AVISO', mensagens: [`${quando} (${formatDate(expira)}). Renove-a e importe o novo arquivo em Utilitários › Configuração do Autenticador.`] }];
}
