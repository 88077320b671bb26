/**
 * Dated histories: records owned by another (a talent, a faixa, an ambiente…) each in force from
 * its date until the next one's. The histories the check reads are named here; their owner, table
 * and columns come from the registry. A history is inconsistent when two entries share a date (which
 * is in force is undecided), when an entry valid until a date (`fim`) overlaps the next or leaves a
 * gap before it, and when its owner has no entry at all — or, for a talent still employed, none in
 * force today.
 */
import { sql } from 'kysely';
import type { Registry } from '../../../engine/registry/registry';
import { columnOf, OWNER_COLUMN } from '../../../engine/table/derive';
import { formatDate } from '../../../engine/format/dates';
import { today } from '../../../engine/validation/brazilian';
import { livre, type Verificacao } from './verificacao';

interface Historico {
  entity: string;
  /** The date an entry starts in force. */
  inicio: string;
  /** The last day an entry is valid, when the history says it. */
  fim?: string;
  /** The owner's date of leaving: only owners without one need an entry in force today. */
  saidaDoDono?: string;
}

const HISTORICOS: Historico[] = [
  { entity: 'historicoColaborador', inicio: 'data', saidaDoDono: 'dataDesligamento' },
  { entity: 'faixaSalarialHistorico', inicio: 'data' },
  { entity: 'historicoAmbiente', inicio: 'data', fim: 'dataValidade' },
  { entity: 'historicoFuncao', inicio: 'data' },
  { entity: 'historicoGrupoHomogeneo', inicio: 'data' },
];

function verificacoesDe(h: Historico, registry: Registry): Verificacao[] {
  const entity = registry.get(h.entity);
  const dono = registry.get(entity.owner!);
  const data = columnOf(entity, h.inicio);
  const checks: Verificacao[] = [
    {
      tipo: 'Histórico com datas repetidas',
      cadastro: dono.label,
      consulta: ({ q }) =>
        livre(q)
          .selectFrom(`${entity.table} as t`)
          .select([`t.${OWNER_COLUMN} as registro`, `t.${data} as data`, sql<number>`count(*)::int`.as('quantidade')])
          .groupBy([`t.${OWNER_COLUMN}`, `t.${data}`])
          .having(sql<boolean>`count(*) > 1`)
          .orderBy(`t.${OWNER_COLUMN}`),
      achado: (r: { registro: number; data: string; quantidade: number }) => ({
        registro: r.registro,
        descricao: `${r.quantidade} registros no histórico em ${formatDate(r.data)}`,
      }),
    },
    {
      tipo: h.saidaDoDono ? 'Sem histórico em vigor' : 'Sem histórico',
      cadastro: dono.label,
      consulta: ({ q }) => {
        const vigentes = livre(q)
          .selectFrom(`${entity.table} as h`)
          .select('h.id')
          .whereRef(`h.${OWNER_COLUMN}`, '=', 'd.id')
          .$if(Boolean(h.saidaDoDono), (s) => s.where(`h.${data}`, '<=', today()));
        return livre(q)
          .selectFrom(`${dono.table} as d`)
          .select('d.id as registro')
          .$if(Boolean(h.saidaDoDono), (s) => s.where(`d.${columnOf(dono, h.saidaDoDono!)}`, 'is', null))
          .where(({ not, exists }) => not(exists(vigentes)))
          .orderBy('d.id');
      },
      achado: (r: { registro: number }) => ({
        registro: r.registro,
        descricao: h.saidaDoDono ? `Ativo sem registro do histórico em vigor em ${formatDate(today())}` : 'Nenhum registro no histórico',
      }),
    },
  ];
  if (h.fim) checks.push(sequencia(h, registry));
  return checks;
}

/** An entry valid until `fim` and the next one of the same owner: they should meet, day after day. */
function sequencia(h: Historico, registry: Registry): Verificacao {
  const entity = registry.get(h.entity);
  const dono = registry.get(entity.owner!);
  const data = columnOf(entity, h.inicio);
  const fim = columnOf(entity, h.fim!);
  return {
    tipo: 'Histórico com sobreposição ou lacuna',
    cadastro: dono.label,
    consulta: ({ q, owner }) => {
      const seguidos = livre(q)
        .selectFrom(`${entity.table} as t`)
        .select([
          `t.${OWNER_COLUMN} as registro`,
          `t.${data} as inicio`,
          `t.${fim} as fim`,
          sql<string>`lead(${sql.ref(`t.${data}`)}) over (partition by ${sql.ref(`t.${OWNER_COLUMN}`)} order by ${sql.ref(`t.${data}`)}, t.id)`.as('proximo'),
        ]);
      return owner
        .selectFrom(seguidos.as('s'))
        .selectAll()
        .where(sql<boolean>`s.fim is not null and s.proximo is not null and (s.fim >= s.proximo or s.fim + 1 < s.proximo)`)
        .orderBy('s.registro');
    },
    achado: (r: { registro: number; inicio: string; fim: string; proximo: string }) => ({
      registro: r.registro,
      descricao: `Registro de ${formatDate(r.inicio)} válido até ${formatDate(r.fim)} e o seguinte a partir de ${formatDate(r.proximo)}: ${r.fim >= r.proximo ? 'sobreposição' : 'lacuna'}`,
    }),
  };
}

export const verificacoesDeHistoricos = (registry: Registry): Verificacao[] => HISTORICOS.flatMap((h) => verificacoesDe(h, registry));
