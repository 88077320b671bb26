/** A company needs at least one establishment: talents, histories and SST records hang from one (a new company starts with "Matriz"). */
import type { Registry } from '../../../engine/registry/registry';
import type { Verificacao } from './verificacao';

export function verificacaoDeEstabelecimentos(registry: Registry): Verificacao {
  return {
    tipo: 'Empresa sem estabelecimento',
    cadastro: registry.get('empresa').label,
    consulta: ({ q, owner, empresaId }) =>
      owner
        .selectFrom('empresa')
        .select('id as registro')
        .where('id', '=', empresaId)
        .where(({ not, exists }) => not(exists(q.selectFrom('estabelecimento').select('id')))),
    achado: (row: { registro: number }) => ({ registro: row.registro, descricao: 'Nenhum estabelecimento cadastrado' }),
  };
}
