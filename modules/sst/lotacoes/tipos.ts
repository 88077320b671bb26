/**
 * The types of lotação tributária and the number each takes (spec 02 §7 "tax lotation GET /tipos").
 * Read from the declaration itself — its `tipo` options and the `allOf` rules that give the
 * `numeroInscricao` of some types a format — so the screen's hints and the validation never disagree.
 */
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from '../../../engine/declaration';
import { readScope } from '../../../server/crud/request-scope';
import type { Engine } from '../../../server/engine';
import type { InscricaoDaLotacao, TipoLotacaoTributaria } from './lotacoes.api';

const PELO_FORMATO: Record<string, InscricaoDaLotacao> = { cno: 'CNO', cnpj: 'CNPJ', cpf: 'CPF', cpfCnpj: 'CPF_OU_CNPJ' };

interface Regra {
  if?: { properties?: { tipo?: { enum?: string[] } } };
  then?: { properties?: { numeroInscricao?: { format?: string } } };
}

/** Each option of `tipo` with the format its rule gives the number (none: the number must stay empty). */
export function tiposDaLotacao(schema: JsonSchema): TipoLotacaoTributaria[] {
  const tipo = (schema.properties as { tipo: { oneOf: { const: string; title: string }[] } }).tipo;
  const regras = (schema.allOf ?? []) as Regra[];
  return tipo.oneOf.map(({ const: codigo, title }) => {
    const formato = regras.find((regra) => regra.if?.properties?.tipo?.enum?.includes(codigo))?.then?.properties?.numeroInscricao?.format;
    return { codigo, descricao: title, inscricao: (formato && PELO_FORMATO[formato]) || 'NENHUMA' };
  });
}

export function registerTiposLotacao(app: FastifyInstance, engine: Engine): void {
  const lotacao = engine.registry.get('lotacaoTributaria');
  const tipos = tiposDaLotacao(lotacao.schema);
  app.get(
    `/api/${lotacao.resource}/tipos`,
    { config: { openapi: { summary: 'Os tipos de lotação tributária (Tabela 10 do eSocial) e o número de inscrição que cada um pede', response: 'TipoLotacaoTributaria[]' } } },
    async (request) => {
      readScope(request, lotacao);
      return tipos;
    },
  );
}
