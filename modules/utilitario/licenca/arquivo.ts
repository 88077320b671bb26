/**
 * The licence file: the data a provider licenses (spec §3 "Licence info") written as a JSON
 * text, and an Ed25519 signature of exactly that text. Signing the text, not a re-serialised
 * object, means no canonical form is needed: one byte changed anywhere in `dados` breaks it.
 */
import { sign, verify, type KeyObject } from 'node:crypto';
import type { DadosLicenca } from './licenca.api';

/** What a licence file holds, as written to disk and imported. */
export interface ArquivoLicenca {
  /** The licence data, a JSON text: what the signature covers, byte for byte. */
  dados: string;
  /** Ed25519 signature of `dados` (UTF-8), base64. */
  assinatura: string;
}

/** A file's data, or why it cannot be trusted. */
export type LeituraLicenca = { valida: true; dados: DadosLicenca } | { valida: false; motivo: 'ilegivel' | 'assinatura' };

const TEXT_FIELDS = ['razaoSocial', 'cnpj', 'local', 'nrSerie', 'dataExpedicao', 'dataExpiracao', 'tipo', 'instalacao'] as const;

export function assinarLicenca(dados: DadosLicenca, chavePrivada: KeyObject): string {
  const texto = JSON.stringify(dados, TEXT_FIELDS as unknown as string[], 2);
  const arquivo: ArquivoLicenca = { dados: texto, assinatura: sign(null, Buffer.from(texto, 'utf8'), chavePrivada).toString('base64') };
  return `${JSON.stringify(arquivo, null, 2)}\n`;
}

/** Reads and verifies a licence file's text against the public key. */
export function lerLicenca(texto: string, chavePublica: KeyObject): LeituraLicenca {
  const arquivo = parseJson(texto);
  if (!isArquivo(arquivo)) return { valida: false, motivo: 'ilegivel' };
  const assinatura = Buffer.from(arquivo.assinatura, 'base64');
  if (!verify(null, Buffer.from(arquivo.dados, 'utf8'), chavePublica, assinatura)) return { valida: false, motivo: 'assinatura' };
  const dados = parseJson(arquivo.dados);
  // Signed but malformed can only come from a provider's bug: still unreadable, never half-trusted.
  return isDados(dados) ? { valida: true, dados } : { valida: false, motivo: 'ilegivel' };
}

function parseJson(texto: string): unknown {
  try {
    return JSON.parse(texto);
  } catch {
    return undefined;
  }
}

function isArquivo(value: unknown): value is ArquivoLicenca {
  const record = value as Partial<ArquivoLicenca> | undefined;
  return typeof record?.dados === 'string' && typeof record.assinatura === 'string';
}

function isDados(value: unknown): value is DadosLicenca {
  const record = value as Record<string, unknown> | undefined;
  if (typeof record !== 'object' || record === null) return false;
  if (!TEXT_FIELDS.every((field) => typeof record[field] === 'string')) return false;
  return /^\d{4}-\d{2}-\d{2}$/.test(record.dataExpedicao as string) && /^\d{4}-\d{2}-\d{2}$/.test(record.dataExpiracao as string);
}
