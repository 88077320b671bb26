/**
 * A talent's S-2240 events as the registers say they should be (brief item 1): the exposure is
 * constant between the dates where something it is read from changes — the talent's history rows,
 * the environments' and functions' history rows (and the day after an environment closes), the
 * groups' history rows — so it is read on each of those dates, oldest first, and every date where
 * it differs from the one before is an event: INICIO when it starts, ALTERACAO when it changes,
 * FIM (the ended condition with its last day) when it stops.
 */
import { daysAfter } from '../../../engine/validation/brazilian';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import type { EntradaS2240 } from './entrada';
import { dadosDaExposicaoNaData, type DadosDaExposicao } from './exposicao-do-evento';
import type { NovoEventoS2240, TipoEventoS2240 } from './gerar';

/** An event the registers call for, on the date where the exposure changes (`marco`). */
export interface EventoDevido {
  marco: string;
  tipo: TipoEventoS2240;
  dados: NovoEventoS2240['dados'];
}

/** JSON with sorted keys and without undefined: a stored input (jsonb reorders keys) compares with a new one. */
export function canonico(valor: unknown): string {
  return JSON.stringify(valor, (_chave, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

/** Who keeps the records is reported, not exposure: a contract changing alone calls for no event. */
const exposicaoDe = (dados: DadosDaExposicao | undefined) =>
  dados ? canonico({ ambiente: dados.ambiente, dscAtivDes: dados.dscAtivDes, riscos: dados.riscos }) : undefined;

/** What an event is about, to compare a stored one with a due one: its kind, dates and exposure. */
export const assuntoDoEvento = (tipo: string, entrada: Partial<EntradaS2240>) =>
  canonico({ tipo, dtIniCondicao: entrada.dtIniCondicao, dtFimCondicao: entrada.dtFimCondicao, exposicao: exposicaoDe(entrada as DadosDaExposicao) });

/** The stored event's date of change: the start, or for FIM the first day without the condition. */
export const marcoDoEvento = (tipo: string, entrada: Partial<EntradaS2240>) =>
  tipo === 'FIM' && entrada.dtFimCondicao ? daysAfter(entrada.dtFimCondicao, 1) : String(entrada.dtIniCondicao);

async function datasQueMudamAExposicao(db: Db, scope: Scope, colaboradorId: number): Promise<string[]> {
  const q = companyQuery(db, scope);
  const linhas = await q.selectFrom('historico_colaborador').select(['data', 'ambiente_id', 'funcao_id']).where('owner_id', '=', colaboradorId).execute();
  const ambientes = [...new Set(linhas.map((l) => l.ambiente_id).filter((id): id is number => id !== null))];
  const funcoes = [...new Set(linhas.map((l) => l.funcao_id).filter((id): id is number => id !== null))];
  const datas = linhas.map((l) => l.data);
  if (ambientes.length) {
    for (const linha of await q.selectFrom('historico_ambiente').select(['data', 'data_validade']).where('owner_id', 'in', ambientes).execute())
      datas.push(linha.data, linha.data_validade ? daysAfter(linha.data_validade, 1) : null);
    datas.push(...(await q.selectFrom('historico_grupo_homogeneo').select('data').execute()).map((l) => l.data));
  }
  if (funcoes.length) datas.push(...(await q.selectFrom('historico_funcao').select('data').where('owner_id', 'in', funcoes).execute()).map((l) => l.data));
  const primeira = linhas.map((l) => l.data).filter((d): d is string => !!d).sort()[0];
  return [...new Set(datas.filter((d): d is string => !!d && !!primeira && d >= primeira))].sort();
}

export async function eventosDevidos(engine: Engine, scope: Scope, colaboradorId: number, db: Db): Promise<EventoDevido[]> {
  const devidos: EventoDevido[] = [];
  let anterior: { dados: DadosDaExposicao; desde: string } | undefined;
  for (const data of await datasQueMudamAExposicao(db, scope, colaboradorId)) {
    const dados = await dadosDaExposicaoNaData(engine, scope, colaboradorId, data, db);
    if (exposicaoDe(dados) === exposicaoDe(anterior?.dados)) continue;
    if (dados) devidos.push({ marco: data, tipo: anterior ? 'ALTERACAO' : 'INICIO', dados: { ...dados, dtIniCondicao: data } });
    else if (anterior) devidos.push({ marco: data, tipo: 'FIM', dados: { ...anterior.dados, dtIniCondicao: anterior.desde, dtFimCondicao: daysAfter(data, -1) } });
    anterior = dados && { dados, desde: data };
  }
  return devidos;
}
