/**
 * Reajustes de talentos (spec 02 §3, §4, §5, §7 "Tabela reajuste colaborador"): a table plans,
 * for a date, a proposal per talent — the situation in force on that date beside the proposed
 * one, the difference and the percentage, and the table's payroll totals. The collective
 * adjustment proposes a percentage or an amount for every active talent of the establishments
 * and areas chosen. Applying writes each proposal as the talent's history entry on the table's
 * date (aplicacao.ts); cancelling removes those entries, and the talents return to their
 * previous situation. Tables of faixas (F) and of índices (I) propose new values instead (valores.ts).
 */
import type { Engine } from '../../../server/engine';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import { AppError, errors } from '../../../server/errors';
import { referenceId } from '../../../engine/table/reference-id';
import { vigenteEm } from '../salarios/historico';
import { historicoDoTalento, salarioDaEntrada } from '../colaboradores/situacao';
import { aplicarTabela } from './aplicacao';
import { alvos, aplicarValores, cancelarValores, completarValor, proporValores } from './valores';
import { reajusteColetivo } from './coletivo';
import { JA_APLICADA, SEM_HISTORICO, TALENTO_REPETIDO, comSalarioProposto, comSituacaoAtual, totalizar } from './propostas';

type Data = Record<string, unknown>;
const ref = (value: unknown) => (referenceId(value) === undefined ? undefined : { id: referenceId(value)! });

/** A proposal typed by hand: the situation in force on the table's date, the proposed one completed from it. */
async function completarProposta(engine: Engine, trx: Db, scope: Scope, tabela: Data, proposta: Data): Promise<void> {
  const entradas = await historicoDoTalento(engine, trx, scope, referenceId(proposta.colaborador)!);
  const data = String(tabela.data);
  const atual = vigenteEm(entradas, data) ?? entradas[0];
  if (!atual) throw errors.validation([{ field: 'colaborador', message: SEM_HISTORICO }]);
  comSituacaoAtual(proposta, atual, await salarioDaEntrada(trx, scope, atual, data > atual.data ? data : atual.data));
  comSalarioProposto(proposta, await salarioDaEntrada(trx, scope, {
    tipoSalario: Number(proposta.tipoSalarioProposto),
    faixaSalarial: ref(proposta.faixaSalarialProposta),
    indice: ref(proposta.indiceProposto),
    quantidade: proposta.quantidadeIndiceProposta as number | undefined,
    salario: proposta.salarioProposto as number | undefined,
  }, data));
}

/** A proposal is written only under a table not yet applied (the table's type is `subList.ownerWhen`'s). */
async function tabelaAberta(engine: Engine, trx: Db, scope: Scope, tabelaId: number): Promise<Data> {
  const tabela = await engine.entities.get(engine.registry.get('tabelaReajusteColaborador'), scope, tabelaId, trx);
  if (tabela.aprovada === true) throw new AppError(409, 'ACTION_REFUSED', JA_APLICADA);
  return tabela;
}

export function registerReajustes(engine: Engine): void {
  const historico = engine.registry.get('historicoColaborador');
  const porValor = alvos(engine);

  engine.hooks.register('reajusteColaborador', {
    async beforeWrite({ trx, scope, action, id, data, ownerId }) {
      // Without an owner the table itself is being removed, its proposals with it.
      if (ownerId === undefined) return;
      const tabela = await tabelaAberta(engine, trx, scope, ownerId);
      if (action === 'delete') return;
      const colaboradorId = referenceId(data!.colaborador);
      const repetida = await companyQuery(trx, scope)
        .selectFrom('reajuste_colaborador')
        .select('id')
        .where('owner_id', '=', ownerId)
        .where('colaborador_id', '=', colaboradorId!)
        .where('id', '<>', id ?? 0)
        .executeTakeFirst();
      if (repetida) throw errors.validation([{ field: 'colaborador', message: TALENTO_REPETIDO }]);
      await completarProposta(engine, trx, scope, tabela, data!);
    },
    async afterWrite({ trx, scope, ownerId }) {
      if (ownerId !== undefined) await totalizar(engine, trx, scope, ownerId);
    },
  });

  for (const alvo of Object.values(porValor)) {
    engine.hooks.register(alvo.proposta.name, {
      async beforeWrite({ trx, scope, action, id, data, ownerId }) {
        if (ownerId === undefined) return;
        const tabela = await tabelaAberta(engine, trx, scope, ownerId);
        if (action === 'delete') return;
        const alvoId = referenceId(data![alvo.campo]);
        const outras = (await engine.entities.list(alvo.proposta, scope, { unpaged: true }, ownerId, trx)) as unknown as { content: Data[] };
        if (outras.content.some((p) => referenceId(p[alvo.campo]) === alvoId && p.id !== id)) {
          throw errors.validation([{ field: alvo.campo, message: `${String(alvo.proposta.properties[alvo.campo]!.title)} já está nesta tabela de reajuste.` }]);
        }
        await completarValor(trx, scope, alvo, String(tabela.data), data!);
      },
    });
  }

  engine.hooks.register('tabelaReajusteColaborador', {
    async onAction({ trx, scope, action, id, body, previous }) {
      const tipo = previous.tipoReajuste as 'C' | 'F' | 'I';
      if (action === 'reajuste-coletivo') await reajusteColetivo(engine, trx, scope, previous, body);
      if (action === 'reajuste-coletivo-faixas') await proporValores(engine, trx, scope, porValor.F, previous, body.faixasSalariaisIds as number[], body);
      if (action === 'reajuste-coletivo-indices') await proporValores(engine, trx, scope, porValor.I, previous, body.indicesIds as number[], body);
      if (action === 'aplicar') {
        const tabela = { id, data: String(previous.data), dissidio: previous.dissidio === true };
        if (tipo === 'C') await aplicarTabela(engine, trx, scope, tabela);
        else await aplicarValores(engine, trx, scope, porValor[tipo], tabela);
      }
      if (action === 'cancelar-reajuste') {
        if (tipo !== 'C') return cancelarValores(engine, trx, scope, porValor[tipo], id);
        const entradas = await companyQuery(trx, scope).selectFrom('historico_colaborador').select(['id', 'owner_id']).where('tabela_reajuste_id', '=', id).execute();
        for (const entrada of entradas) await engine.entities.removeIn(trx, historico, scope, entrada.id, [], Number(entrada.owner_id));
      }
    },
  });
}
