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
import { actionRefused } from '../../../server/crud/actions';
import { AppError, errors } from '../../../server/errors';
import { referenceId } from '../../../engine/table/reference-id';
import { centavos, vigenteEm } from '../salarios/historico';
import { historicoDoTalento, salarioDaEntrada } from '../colaboradores/situacao';
import { aplicarTabela } from './aplicacao';
import { alvos, aplicarValores, cancelarValores, completarValor, proporValores } from './valores';
import { variacao } from './variacao';

type Data = Record<string, unknown>;
const ref = (value: unknown) => (referenceId(value) === undefined ? undefined : { id: referenceId(value)! });

export const JA_APLICADA = 'Esta tabela de reajuste já foi aplicada.';
export const TALENTO_REPETIDO = 'Este talento já está nesta tabela de reajuste.';
export const SEM_TALENTOS = 'Nenhum talento ativo nos estabelecimentos e áreas escolhidos.';

/** The proposal's situation in force on the table's date, and the proposed one completed from it. */
async function completarProposta(engine: Engine, trx: Db, scope: Scope, tabela: Data, proposta: Data): Promise<void> {
  const colaboradorId = referenceId(proposta.colaborador)!;
  const entradas = await historicoDoTalento(engine, trx, scope, colaboradorId);
  const data = String(tabela.data);
  const atual = vigenteEm(entradas, data) ?? entradas[0];
  if (!atual) throw errors.validation([{ field: 'colaborador', message: 'O talento não tem histórico.' }]);
  const salarioAtual = await salarioDaEntrada(trx, scope, atual, data > atual.data ? data : atual.data);
  Object.assign(proposta, {
    estabelecimentoAtual: ref(atual.estabelecimento),
    areaOrganizacionalAtual: ref(atual.areaOrganizacional),
    faixaSalarialAtual: ref(atual.faixaSalarial),
    salarioAtual,
  });
  proposta.estabelecimentoProposto ??= ref(atual.estabelecimento);
  proposta.areaOrganizacionalProposta ??= ref(atual.areaOrganizacional);
  if (proposta.cargoProposto === undefined) {
    proposta.cargoProposto = ref(atual.cargo);
    proposta.faixaSalarialProposta ??= ref(atual.faixaSalarial);
  }
  const proposto = await salarioDaEntrada(trx, scope, {
    tipoSalario: Number(proposta.tipoSalarioProposto),
    faixaSalarial: ref(proposta.faixaSalarialProposta),
    indice: ref(proposta.indiceProposto),
    quantidade: proposta.quantidadeIndiceProposta as number | undefined,
    salario: proposta.salarioProposto as number | undefined,
  }, data, '');
  Object.assign(proposta, { salarioProposto: proposto, ...variacao(salarioAtual, proposto) });
}

/** The table's payroll totals, current and proposed, from its proposals. */
async function totalizar(engine: Engine, trx: Db, scope: Scope, tabelaId: number): Promise<void> {
  const totais = await companyQuery(trx, scope)
    .selectFrom('reajuste_colaborador')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('salario_atual'), eb.lit(0)).as('atual'), eb.fn.coalesce(eb.fn.sum<number>('salario_proposto'), eb.lit(0)).as('proposta')])
    .where('owner_id', '=', tabelaId)
    .executeTakeFirstOrThrow();
  await engine.entities.changeIn(trx, engine.registry.get('tabelaReajusteColaborador'), scope, tabelaId, {
    totalFolhaAtual: centavos(Number(totais.atual)),
    totalFolhaProposta: centavos(Number(totais.proposta)),
  });
}

/** A proposal is written only under a table not yet applied (the table's type is `subList.ownerWhen`'s). */
async function tabelaAberta(engine: Engine, trx: Db, scope: Scope, tabelaId: number): Promise<Data> {
  const tabela = await engine.entities.get(engine.registry.get('tabelaReajusteColaborador'), scope, tabelaId, trx);
  if (tabela.aprovada === true) throw new AppError(409, 'ACTION_REFUSED', JA_APLICADA);
  return tabela;
}

export function registerReajustes(engine: Engine): void {
  const reajuste = engine.registry.get('reajusteColaborador');
  const historico = engine.registry.get('historicoColaborador');
  const porValor = alvos(engine);
  const propostasDa = (trx: Db, scope: Scope, tabelaId: number) =>
    engine.entities.list(reajuste, scope, { unpaged: true }, tabelaId, trx) as unknown as Promise<{ content: Data[] }>;

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
      if (action === 'reajuste-coletivo') {
        const talentos = await companyQuery(trx, scope)
          .selectFrom('colaborador')
          .select('id')
          .where('data_desligamento', 'is', null)
          .where('estabelecimento_id', 'in', body.estabelecimentosIds as number[])
          .where('area_organizacional_id', 'in', body.areasOrganizacionaisIds as number[])
          .execute();
        if (!talentos.length) throw actionRefused(SEM_TALENTOS);
        const existentes = new Map((await propostasDa(trx, scope, id)).content.map((p) => [referenceId(p.colaborador), Number(p.id)]));
        const porPercentual = body.reajustarPor === 1;
        for (const talento of talentos) {
          // The base is the salary in force on the table's date, as the proposal shows it.
          const situacao: Data = { colaborador: { id: talento.id }, tipoSalarioProposto: 3, salarioProposto: 1 };
          await completarProposta(engine, trx, scope, previous, situacao);
          const atual = Number(situacao.salarioAtual);
          const salarioProposto = centavos(porPercentual ? atual * (1 + Number(body.percentual) / 100) : atual + Number(body.valor));
          const existente = existentes.get(talento.id);
          if (existente !== undefined) await engine.entities.removeIn(trx, reajuste, scope, existente, [], id);
          await engine.entities.insertIn(trx, reajuste, scope, { colaborador: { id: talento.id }, tipoSalarioProposto: 3, quantidadeIndiceProposta: 1, salarioProposto }, id);
        }
      }
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
