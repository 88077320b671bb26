/**
 * An environment or a function as it was on a date, from its dated history: what the exposure
 * groups (GHE) and the S-2240 events read for the day a talent's exposure starts, changes or ends.
 */
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import type { HistoricoAmbienteRegistro, HistoricoFuncaoRegistro } from '../../../generated/entities';
import { vigenteEm } from './vigente';

export type AmbienteNaData = HistoricoAmbienteRegistro & { ambienteId: number; nomeAmbiente: string };
export type FuncaoNaData = HistoricoFuncaoRegistro & { funcaoId: number; nomeFuncao: string; cbo: { id: number; codigo?: string } };

interface ComHistorico<T> {
  historicos?: T[];
}

/** The environment on `data`: its name and the history row in force (place, description), or undefined when none holds. */
export async function ambienteNaData(engine: Engine, scope: Scope, ambienteId: number, data: string, db?: Db): Promise<AmbienteNaData | undefined> {
  const ambiente = (await engine.entities.get(engine.registry.get('ambiente'), scope, ambienteId, db)) as unknown as ComHistorico<HistoricoAmbienteRegistro> & { nomeAmbiente: string };
  const linha = vigenteEm(ambiente.historicos ?? [], data);
  return linha && { ...linha, ambienteId, nomeAmbiente: ambiente.nomeAmbiente };
}

/** The function on `data`: its name, CBO and the activities described by the history row in force, or undefined before the first. */
export async function funcaoNaData(engine: Engine, scope: Scope, funcaoId: number, data: string, db?: Db): Promise<FuncaoNaData | undefined> {
  const funcao = (await engine.entities.get(engine.registry.get('funcao'), scope, funcaoId, db)) as unknown as ComHistorico<HistoricoFuncaoRegistro> & {
    nomeFuncao: string;
    cbo: { id: number };
  };
  const linha = vigenteEm(funcao.historicos ?? [], data);
  return linha && { ...linha, funcaoId, nomeFuncao: funcao.nomeFuncao, cbo: funcao.cbo };
}
