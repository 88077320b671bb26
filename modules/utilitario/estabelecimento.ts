/**
 * An establishment's CNPJ/CAEPF is typed in parts (spec 02 §3): the base and the complemento,
 * each checked by the declaration ("Inválido"); the server computes the check digits and keeps
 * the whole number for lists and reports, over whatever a body sent for them.
 */
import type { FastifyInstance } from 'fastify';
import { digitoVerificador, INSCRICAO, type TipoInscricao } from '../../engine/validation/inscricao';
import { recordId } from '../../server/crud/path-id';
import { readScope } from '../../server/crud/request-scope';
import type { Engine } from '../../server/engine';
import { errors } from '../../server/errors';
import type { VerificacaoCnpjCaepf, VerificacaoCnpjCaepfQuery } from './estabelecimento.api';

export const INVALIDO = 'Inválido';

export function registerEstabelecimento(app: FastifyInstance, engine: Engine): void {
  registerVerificacao(app, engine);
  engine.hooks.register('estabelecimento', {
    beforeWrite({ action, data }) {
      if (action === 'delete') return;
      const base = String(data!.empresaBaseCnpjCaepf);
      const complemento = String(data!.complementoCnpjCaepf);
      const digito = digitoVerificador(data!.tipoInscricao as TipoInscricao, base, complemento);
      // Only a base and complemento of one repeated digit pass the declaration's lengths without digits.
      if (!digito) throw errors.validation([{ field: 'empresaBaseCnpjCaepf', message: INVALIDO }]);
      data!.digitoVerificadorCnpjCaepf = digito;
      data!.cnpjCaepf = `${base}${complemento}${digito}`;
    },
  });
}

/**
 * Spec 02 §7 "Establishment: GET {id}/verificar-cnpj-caepf (complemento)": while the user types
 * another complemento, the number it makes and whether another establishment already has it —
 * the unique rule refuses that one on saving.
 */
function registerVerificacao(app: FastifyInstance, engine: Engine): void {
  const estabelecimento = engine.registry.get('estabelecimento');
  const openapi = { summary: 'O CNPJ/CAEPF que o estabelecimento teria com outro complemento, e se outro estabelecimento da empresa já o tem', query: 'VerificacaoCnpjCaepfQuery', response: 'VerificacaoCnpjCaepf' };
  app.get('/api/estabelecimentos/:id/verificar-cnpj-caepf', { config: { openapi } }, async (request): Promise<VerificacaoCnpjCaepf> => {
    const scope = readScope(request, estabelecimento);
    const id = recordId(request);
    const { complemento } = request.query as VerificacaoCnpjCaepfQuery;
    const atual = await engine.entities.get(estabelecimento, scope, id);
    const tipo = atual.tipoInscricao as TipoInscricao;
    const base = String(atual.empresaBaseCnpjCaepf);
    const digito = new RegExp(`^\\d{${INSCRICAO[tipo].complemento}}$`).test(complemento ?? '') ? digitoVerificador(tipo, base, complemento) : undefined;
    if (!digito) throw errors.validation([{ field: 'complemento', message: INVALIDO }]);
    const cnpjCaepf = `${base}${complemento}${digito}`;
    const iguais = (await engine.entities.list(estabelecimento, scope, { cnpjCaepf, resumido: true, unpaged: true })) as { id: number }[];
    return { cnpjCaepf, digitoVerificador: digito, existe: iguais.some((outro) => outro.id !== id) };
  });
}
