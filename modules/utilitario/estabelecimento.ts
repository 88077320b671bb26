/**
 * An establishment's CNPJ/CAEPF is typed in parts (spec 02 §3): the base and the complemento,
 * each checked by the declaration ("Inválido"); the server computes the check digits and keeps
 * the whole number for lists and reports, over whatever a body sent for them.
 */
import { digitoVerificador, type TipoInscricao } from '../../engine/validation/inscricao';
import type { Engine } from '../../server/engine';
import { errors } from '../../server/errors';

export const INVALIDO = 'Inválido';

export function registerEstabelecimento(engine: Engine): void {
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
