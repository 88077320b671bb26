/**
 * Verification codes: each printed certificate carries one, kept in certificadoEmitido so a
 * reprint carries the same. The company's id leads the code, so the public page reads only
 * that company's certificates; the rest is random (no guessable sequence).
 */
import { randomInt } from 'node:crypto';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';

/** No 0/O, 1/I/L: read off paper and typed back. */
const ALFABETO = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const TAMANHO = 10;

export function novoCodigo(empresaId: number): string {
  const aleatorio = Array.from({ length: TAMANHO }, () => ALFABETO[randomInt(ALFABETO.length)]).join('');
  return `${empresaId}-${aleatorio.slice(0, 5)}-${aleatorio.slice(5)}`;
}

/** The company a code names, or undefined for text that is no code. */
export function empresaDoCodigo(codigo: string): number | undefined {
  const match = /^(\d{1,9})-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/.exec(codigo.trim().toUpperCase());
  return match ? Number(match[1]) : undefined;
}

export type Origem = { colaboradorTurma: number } | { colaboradorCertificacao: number };

/** The code of this certificate: the one printed before, or a new one recorded now. */
export async function codigoDoCertificado(engine: Engine, trx: Db, scope: Scope, origem: Origem, fatos: { talento: string; titulo: string; data: string | null }): Promise<string> {
  const company = companyQuery(trx, scope);
  const query =
    'colaboradorTurma' in origem
      ? company.selectFrom('certificado_emitido').where('colaborador_turma_id', '=', origem.colaboradorTurma)
      : company.selectFrom('certificado_emitido').where('colaborador_certificacao_id', '=', origem.colaboradorCertificacao);
  const emitido = await query.select('codigo').executeTakeFirst();
  if (emitido?.codigo) return emitido.codigo;
  const codigo = novoCodigo(scope.empresaId);
  const referencia = 'colaboradorTurma' in origem ? { colaboradorTurma: { id: origem.colaboradorTurma } } : { colaboradorCertificacao: { id: origem.colaboradorCertificacao } };
  await engine.entities.insertIn(trx, engine.registry.get('certificadoEmitido'), scope, { ...referencia, ...fatos, codigo });
  return codigo;
}
