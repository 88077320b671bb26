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
import { livre, type Achado, type Livre, type Verificacao } from './verificacao';

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

/** The records of `entity` (as `t`) whose reference `alvoColuna`, read from `origem`'s rows, points to no record of their company. */
function invalidas(entity: RegisteredEntity, campo: string, alvo: RegisteredEntity, origem: (from: Livre) => ReturnType<Livre['selectFrom']>, alvoColuna: string): Verificacao {
  return {
    tipo: TIPO,
    cadastro: entity.label,
    consulta: ({ q }) =>
      origem(livre(q))
        .leftJoin(`${alvo.table} as r`, 'r.id', alvoColuna)
        .select(['t.id as registro', `${alvoColuna} as alvo`, 'r.empresa_id as alvoEmpresa'])
        .where(alvoColuna, 'is not', null)
        .where(sql<boolean>`r.empresa_id is distinct from t.empresa_id`)
        .orderBy('t.id'),
    achado: achado(campo, alvo.label),
  };
}

function porColuna(entity: RegisteredEntity, column: ColumnDefinition, alvo: RegisteredEntity, registry: Registry): Verificacao {
  const campo = campoDe(entity, column.name === OWNER_COLUMN ? undefined : column.property, registry);
  return invalidas(entity, campo, alvo, (q) => q.selectFrom(`${entity.table} as t`), `t.${column.name}`);
}

function porLista(entity: RegisteredEntity, join: JoinTableDefinition, alvo: RegisteredEntity, registry: Registry): Verificacao {
  const origem = (q: Livre) => q.selectFrom(`${entity.table} as t`).innerJoin(`${join.name} as j`, 'j.owner_id', 't.id');
  return invalidas(entity, campoDe(entity, join.property, registry), alvo, origem, 'j.target_id');
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
      return alvo ? [porLista(entity, join, alvo, registry)] : [];
    });
    return [...columns, ...lists];
  });
}
