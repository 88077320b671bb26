/**
 * Dismissing a talent (the `desligar` action of the talent) and undoing it (`cancelarDesligamento`):
 * the action writes `dataDesligamento`; this, in the same transaction, writes the `desligamento`
 * record (motivo, observação) and an entry "Desligamento" in the talent's history, on the date and
 * with the lotação in force then — so whatever reads the history "as of a date" sees it. Undoing
 * removes both.
 */
import type { Engine } from '../../../server/engine';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import { errors } from '../../../server/errors';
import { historicoDoTalento } from '../../cargo-salario/colaboradores/situacao';
import { vigenteEm } from '../../cargo-salario/salarios/historico';

/** The history motivo of a dismissal (codigos motivoHistoricoColaborador). */
export const MOTIVO_DESLIGAMENTO = 'L';
export const HISTORICO_POSTERIOR = 'O talento tem histórico depois desta data: desligue-o numa data a partir do último histórico.';

/** What the entry in force copies into the dismissal's entry: all but its identity, date, motivo and notes. */
const NAO_COPIADOS = new Set(['id', 'version', 'data', 'motivo', 'observacao', 'tabelaReajuste', 'createdAt', 'updatedAt', 'position']);

interface Desligar {
  data: string;
  motivo: { id: number };
  observacao?: string;
}

async function desligar(engine: Engine, trx: Db, scope: Scope, talento: Record<string, unknown>, corpo: Desligar): Promise<void> {
  const colaborador = engine.registry.get('colaborador');
  const colaboradorId = Number(talento.id);
  // The talent's own rule for the date (its declaration's message), checked on the dialog's field.
  if (corpo.data < String(talento.dataAdmissao)) {
    const mensagem = (colaborador.properties.dataDesligamento!.errorMessage as { formatMinimum: string }).formatMinimum;
    throw errors.validation([{ field: 'data', message: `${mensagem}.` }]);
  }
  const entradas = await historicoDoTalento(engine, trx, scope, colaboradorId);
  if (entradas.some((e) => e.data > corpo.data)) throw errors.validation([{ field: 'data', message: HISTORICO_POSTERIOR }]);
  const vigente = vigenteEm(entradas, corpo.data)!;
  const lotacao = Object.fromEntries(Object.entries(vigente).filter(([campo, valor]) => !NAO_COPIADOS.has(campo) && valor !== null));
  await engine.entities.insertIn(trx, engine.registry.get('historicoColaborador'), scope, { ...lotacao, data: corpo.data, motivo: MOTIVO_DESLIGAMENTO, observacao: corpo.observacao }, colaboradorId);
  await engine.entities.insertIn(trx, engine.registry.get('desligamento'), scope, {
    colaborador: { id: colaboradorId },
    data: corpo.data,
    motivo: corpo.motivo,
    observacao: corpo.observacao,
  });
}

async function cancelar(engine: Engine, trx: Db, scope: Scope, colaboradorId: number): Promise<void> {
  const desligamentos = await companyQuery(trx, scope).selectFrom('desligamento').select('id').where('colaborador_id', '=', colaboradorId).execute();
  for (const { id } of desligamentos) await engine.entities.removeIn(trx, engine.registry.get('desligamento'), scope, id);
  const entradas = await companyQuery(trx, scope)
    .selectFrom('historico_colaborador')
    .select('id')
    .where('owner_id', '=', colaboradorId)
    .where('motivo', '=', MOTIVO_DESLIGAMENTO)
    .execute();
  for (const { id } of entradas) await engine.entities.removeIn(trx, engine.registry.get('historicoColaborador'), scope, id, [], colaboradorId);
}

export function registerDesligamento(engine: Engine): void {
  engine.hooks.register('colaborador', {
    async onAction({ trx, scope, action, id, body, previous }) {
      if (action === 'desligar') await desligar(engine, trx, scope, { ...previous, id }, body as unknown as Desligar);
      if (action === 'cancelarDesligamento') await cancelar(engine, trx, scope, id);
    },
  });
}
