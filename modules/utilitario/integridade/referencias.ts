/**
 * Orphan references, derived from the registry: every reference of a company record (a field, a
 * list of references, the owner of an owned record) whose target is missing or belongs to
 * another company. Targets shared by the installation (global entities) have no company to
 * differ and the database's foreign keys keep them present, so only company targets are read.
 */
import { sql } from 'kysely';
import type { Registry, RegisteredEntity } from '../../../engine/registry/registry';
import { declaredTables } from '../../../engine/table/declared-tables';
import { OWNER_COLUMN, type ColumnDefinition, type JoinTableDefinition } from '../../../engine/table/derive';
import { livre, type Achado, type Verificacao } from './verificacao';

const TIPO = 'Referência inválida';

interface Alvo {
  registro: number;
  alvo: number;
  alvoEmpresa: number | null;
}

const achado = (campo: string, alvoRotulo: string) => (row: Alvo): Achado => ({
  registro: row.registro,
  descricao: `${campo} aponta para ${alvoRotulo} ${row.alvo} ${row.alvoEmpresa === null ? 'inexistente' : 'de outra empresa'}`,
});

function campoDe(entity: RegisteredEntity, property: string | undefined, registry: Registry): string {
  if (!property) return `Pertence a ${registry.get(entity.owner!).label}:`;
  const title = entity.properties[property]?.title;
  return typeof title === 'string' ? title : property;
}

function porColuna(entity: RegisteredEntity, column: ColumnDefinition, alvo: RegisteredEntity, registry: Registry): Verificacao {
  const campo = column.name === OWNER_COLUMN ? campoDe(entity, undefined, registry) : campoDe(entity, column.property, registry);
  return {
    tipo: TIPO,
    cadastro: entity.label,
    consulta: ({ q }) =>
      livre(q)
        .selectFrom(`${entity.table} as t`)
        .leftJoin(`${alvo.table} as r`, 'r.id', `t.${column.name}`)
        .select(['t.id as registro', `t.${column.name} as alvo`, 'r.empresa_id as alvoEmpresa'])
        .where(`t.${column.name}`, 'is not', null)
        .where(sql<boolean>`r.empresa_id is distinct from t.empresa_id`)
        .orderBy('t.id'),
    achado: achado(campo, alvo.label),
  };
}

function porLista(entity: RegisteredEntity, join: JoinTableDefinition, alvo: RegisteredEntity): Verificacao {
  const title = entity.properties[join.property]?.title;
  const campo = typeof title === 'string' ? title : join.property;
  return {
    tipo: TIPO,
    cadastro: entity.label,
    consulta: ({ q }) =>
      livre(q)
        .selectFrom(`${entity.table} as t`)
        .innerJoin(`${join.name} as j`, 'j.owner_id', 't.id')
        .leftJoin(`${alvo.table} as r`, 'r.id', 'j.target_id')
        .select(['t.id as registro', 'j.target_id as alvo', 'r.empresa_id as alvoEmpresa'])
        .where(sql<boolean>`r.empresa_id is distinct from t.empresa_id`)
        .orderBy('t.id'),
    achado: achado(campo, alvo.label),
  };
}

export function verificacoesDeReferencias(registry: Registry): Verificacao[] {
  const byTable = new Map(registry.all().map((entity) => [entity.table, entity]));
  const company = (table: string) => {
    const entity = byTable.get(table);
    return entity?.scope === 'empresa' ? entity : undefined;
  };
  return declaredTables(registry).flatMap((table) => {
    const entity = byTable.get(table.name);
    if (!entity || entity.scope !== 'empresa') return [];
    const columns = table.columns.flatMap((column) => {
      const alvo = column.references && column.name !== 'empresa_id' ? company(column.references) : undefined;
      return alvo ? [porColuna(entity, column, alvo, registry)] : [];
    });
    const lists = table.joins.flatMap((join) => {
      const alvo = company(join.target);
      return alvo ? [porLista(entity, join, alvo)] : [];
    });
    return [...columns, ...lists];
  });
}
