/**
 * The provider's side: a licence for an installation's ticket, signed with a private key. The
 * command line (`npm run licenca:gerar`) and the demo's start use it; the server never signs.
 */
import { randomBytes, type KeyObject } from 'node:crypto';
import { daysAfter, today } from '../../../engine/validation/brazilian';
import { assinarLicenca } from './arquivo';
import type { DadosLicenca } from './licenca.api';

export interface PedidoLicenca {
  instalacao: string;
  cnpj: string;
  razaoSocial: string;
  /** Last valid day, YYYY-MM-DD; default a year from today. */
  validade?: string;
  local?: string;
  nrSerie?: string;
  tipo?: 'REMPROT' | 'JARVIS';
  /** Issue day, YYYY-MM-DD; default today (São Paulo). */
  expedicao?: string;
}

export function emitirLicenca(pedido: PedidoLicenca, chavePrivada: KeyObject): string {
  const expedicao = pedido.expedicao ?? today();
  const dados: DadosLicenca = {
    razaoSocial: pedido.razaoSocial,
    cnpj: pedido.cnpj,
    local: pedido.local ?? '',
    nrSerie: pedido.nrSerie ?? `RH-${expedicao.slice(0, 4)}-${randomBytes(4).toString('hex').toUpperCase()}`,
    dataExpedicao: expedicao,
    dataExpiracao: pedido.validade ?? daysAfter(expedicao, 365),
    tipo: pedido.tipo ?? 'JARVIS',
    instalacao: pedido.instalacao,
  };
  return assinarLicenca(dados, chavePrivada);
}
