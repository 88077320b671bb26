/**
 * Brings a talent's S-2240 events in line with the registers, inside the transaction of the change
 * that called it (brief item 1). On each date of change from `desde` on: a due event already
 * stored as it is due writes nothing; a still pending (or refused) one is replaced; a generated one
 * — it may have left the company — gets a rectification carrying its receipt when the user gave
 * it; a pending event no longer due is removed. A generated event no longer due stays: undoing
 * what the eSocial received is an exclusion event (S-3000), outside this app.
 */
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import type { EntradaS2240 } from './entrada';
import { gerarEventoS2240 } from './gerar';
import { assuntoDoEvento, eventosDevidos, marcoDoEvento } from './linha-do-tempo';

interface EventoGuardado {
  id: number;
  tipo: string;
  situacao: string;
  entrada: EntradaS2240;
  nrRecibo?: string | null;
}

async function eventosGuardados(db: Db, scope: Scope, colaboradorId: number): Promise<Map<string, EventoGuardado>> {
  const linhas = await companyQuery(db, scope)
    .selectFrom('evento_s2240')
    .select(['id', 'tipo', 'situacao', 'entrada', 'nr_recibo'])
    .where('colaborador_id', '=', colaboradorId)
    .orderBy('id')
    .execute();
  // The latest event of a date is what the eSocial is (or will be) told about it: a rectification follows its original.
  const porMarco = new Map<string, EventoGuardado>();
  for (const linha of linhas) {
    const entrada = linha.entrada as unknown as EntradaS2240;
    porMarco.set(marcoDoEvento(String(linha.tipo), entrada), { id: linha.id, tipo: String(linha.tipo), situacao: String(linha.situacao), entrada, nrRecibo: linha.nr_recibo });
  }
  return porMarco;
}

/** The talent's events from `desde` (every date when undefined) as the registers now say. */
export async function conciliarEventosS2240(engine: Engine, trx: Db, scope: Scope, colaboradorId: number, desde?: string): Promise<void> {
  const entidade = engine.registry.get('eventoS2240');
  const devidos = new Map((await eventosDevidos(engine, scope, colaboradorId, trx)).map((evento) => [evento.marco, evento]));
  const guardados = await eventosGuardados(trx, scope, colaboradorId);
  const marcos = [...new Set([...devidos.keys(), ...guardados.keys()])].filter((marco) => !desde || marco >= desde);
  for (const marco of marcos) {
    const devido = devidos.get(marco);
    const guardado = guardados.get(marco);
    const aberto = guardado && guardado.situacao !== 'GERADO';
    if (devido && guardado && assuntoDoEvento(devido.tipo, devido.dados) === assuntoDoEvento(guardado.tipo, guardado.entrada)) continue;
    if (aberto) await engine.entities.removeIn(trx, entidade, scope, guardado.id);
    if (!devido) continue;
    const retifica = guardado?.situacao === 'GERADO' ? (guardado.nrRecibo ?? undefined) : (guardado?.entrada.retificaRecibo ?? undefined);
    await gerarEventoS2240(engine, scope.empresaId, { colaboradorId, tipo: devido.tipo, dados: { ...devido.dados, retificaRecibo: retifica } }, trx);
  }
}
