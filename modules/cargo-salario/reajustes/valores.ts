/**
 * Reajustes de faixas (tipo F) and of índices (tipo I) (spec 02 §4, §7 "aplicar-faixas-salariais",
 * "aplicar-indices"): a table proposes a new value for some faixas or índices, beside their value
 * on the table's date. Applying writes each as a dated entry of the faixa's (by value) or the
 * índice's history on that date, through the same hooks as a hand-typed entry, so the faixas
 * valued by an índice and the talents who follow either keep in step; cancelling removes them.
 */
import type { Engine } from '../../../server/engine';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import type { RegisteredEntity } from '../../../engine/registry/registry';
import { actionRefused } from '../../../server/crud/actions';
import { errors } from '../../../server/errors';
import { formatDate } from '../../../engine/format/dates';
import { referenceId } from '../../../engine/table/reference-id';
import { salarioDaFaixa } from '../salarios/faixas';
import { valorPorIndice, valoresDosIndices } from '../salarios/indices';
import { centavos } from '../salarios/historico';
import { variacao } from './variacao';
import { SEM_PROPOSTAS } from './aplicacao';

export const VALOR_NA_DATA = 'Já existe um valor nesta data.';

type Data = Record<string, unknown>;

/** What a table of type F or I adjusts: the proposal's entity, the one it changes and how to value it. */
export interface Alvo {
  tipo: 'F' | 'I';
  /** The proposals' entity and their reference to what they adjust. */
  proposta: RegisteredEntity;
  campo: 'faixaSalarial' | 'indice';
  /** The entity adjusted, whose dated list `historicos` receives the new value. */
  alvo: RegisteredEntity;
  /** Its value on a date (null before its first). */
  valorEm(trx: Db, scope: Scope, id: number, data: string): Promise<number | null>;
  /** The history entry of a new value. */
  entrada(valor: number): Data;
}

export function alvos(engine: Engine): Record<'F' | 'I', Alvo> {
  return {
    F: {
      tipo: 'F',
      proposta: engine.registry.get('reajusteFaixaSalarial'),
      campo: 'faixaSalarial',
      alvo: engine.registry.get('faixaSalarial'),
      valorEm: async (trx, scope, id, data) => (await salarioDaFaixa(trx, scope, id, data)).valor,
      entrada: (valor) => ({ tipo: 3, valor }),
    },
    I: {
      tipo: 'I',
      proposta: engine.registry.get('reajusteIndice'),
      campo: 'indice',
      alvo: engine.registry.get('indice'),
      valorEm: async (trx, scope, id, data) => valorPorIndice((await valoresDosIndices(trx, scope, [id])).get(id) ?? [], data, 1) ?? null,
      entrada: (valor) => ({ valor }),
    },
  };
}

/** The proposal's current value on the table's date, and the difference and percentage of the proposed one. */
export async function completarValor(trx: Db, scope: Scope, alvo: Alvo, data: string, proposta: Data): Promise<void> {
  const valorAtual = await alvo.valorEm(trx, scope, referenceId(proposta[alvo.campo])!, data);
  if (valorAtual === null) throw errors.validation([{ field: alvo.campo, message: `${String(alvo.proposta.properties[alvo.campo]!.title)} sem valor em ${formatDate(data)}.` }]);
  Object.assign(proposta, { valorAtual, ...variacao(valorAtual, Number(proposta.valorProposto)) });
}

const propostasDa = async (engine: Engine, trx: Db, scope: Scope, alvo: Alvo, tabelaId: number) =>
  ((await engine.entities.list(alvo.proposta, scope, { unpaged: true }, tabelaId, trx)) as unknown as { content: Data[] }).content;

/** The collective adjustment: a proposal per faixa or índice chosen (those with a value on the date), replacing any it had. */
export async function proporValores(engine: Engine, trx: Db, scope: Scope, alvo: Alvo, tabela: Data, ids: number[], body: Data): Promise<void> {
  const data = String(tabela.data);
  const tabelaId = Number(tabela.id);
  const existentes = new Map((await propostasDa(engine, trx, scope, alvo, tabelaId)).map((p) => [referenceId(p[alvo.campo]), Number(p.id)]));
  for (const id of ids) {
    const atual = await alvo.valorEm(trx, scope, id, data);
    if (atual === null) continue;
    const valorProposto = centavos(body.reajustarPor === 1 ? atual * (1 + Number(body.percentual) / 100) : atual + Number(body.valor));
    const existente = existentes.get(id);
    if (existente !== undefined) await engine.entities.removeIn(trx, alvo.proposta, scope, existente, [], tabelaId);
    await engine.entities.insertIn(trx, alvo.proposta, scope, { [alvo.campo]: { id }, valorProposto }, tabelaId);
  }
}

/** Each proposal as the dated entry of its faixa or índice on the table's date; one already there refuses the table. */
export async function aplicarValores(engine: Engine, trx: Db, scope: Scope, alvo: Alvo, tabela: { id: number; data: string }): Promise<void> {
  const propostas = await propostasDa(engine, trx, scope, alvo, tabela.id);
  if (!propostas.length) throw actionRefused(SEM_PROPOSTAS);
  for (const proposta of propostas) {
    const id = referenceId(proposta[alvo.campo])!;
    const registro = await engine.entities.get(alvo.alvo, scope, id, trx);
    const historicos = registro.historicos as Data[];
    if (historicos.some((h) => h.data === tabela.data)) throw actionRefused(`${String(registro[alvo.alvo.summary])} (${formatDate(tabela.data)}): ${VALOR_NA_DATA}`);
    const entrada = { data: tabela.data, ...alvo.entrada(Number(proposta.valorProposto)), tabelaReajuste: { id: tabela.id } };
    await engine.entities.changeIn(trx, alvo.alvo, scope, id, { historicos: [...historicos, entrada] });
  }
}

/** The entries the table wrote, removed: the faixas or índices return to their previous values. */
export async function cancelarValores(engine: Engine, trx: Db, scope: Scope, alvo: Alvo, tabelaId: number): Promise<void> {
  for (const proposta of await propostasDa(engine, trx, scope, alvo, tabelaId)) {
    const id = referenceId(proposta[alvo.campo])!;
    const historicos = (await engine.entities.get(alvo.alvo, scope, id, trx)).historicos as Data[];
    const restantes = historicos.filter((h) => referenceId(h.tabelaReajuste) !== tabelaId);
    if (restantes.length !== historicos.length) await engine.entities.changeIn(trx, alvo.alvo, scope, id, { historicos: restantes });
  }
}
