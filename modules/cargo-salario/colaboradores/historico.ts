/**
 * The talent's dated history (spec 02 §3, §7 "Colaborador"): the hire writes the first entry
 * (motivo Contratação, on the admission date); each entry's salary is computed on its date
 * (by cargo, by índice, or its own); one entry per date, none before the admission, never
 * none at all; and any change brings the talent's record to the entry in force.
 */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { AppError, errors } from '../../../server/errors';
import { today } from '../../../engine/validation/brazilian';
import { LOTACAO, atualizarSituacao, atualizarSituacoes, historicoDoTalento, salarioDaEntrada, startSituacaoJob, talentosQueSeguem, type EntradaSalarial } from './situacao';
import { POR_CARGO } from '../salarios/tipos';

const POR_VALOR = 3;
export const ULTIMO_HISTORICO = 'O talento precisa de ao menos um histórico.';
export const DATA_REPETIDA = 'Já existe um histórico do talento nesta data.';
export const ANTES_DA_ADMISSAO = 'A data não pode ser anterior à admissão do talento.';

export function registerHistoricoColaborador(app: FastifyInstance, engine: Engine): void {
  const historico = engine.registry.get('historicoColaborador');
  const colaborador = engine.registry.get('colaborador');
  // How the new talent's salary was given (by value, or the faixa's), for its first entry.
  const tipoNaInclusao = new WeakMap<object, number>();

  engine.hooks.register('colaborador', {
    async beforeWrite({ trx, scope, action, data }) {
      if (action !== 'create') return;
      const tipoSalario = data!.salario !== undefined ? POR_VALOR : POR_CARGO;
      if (tipoSalario === POR_CARGO && !data!.faixaSalarial) throw errors.validation([{ field: 'faixaSalarial', message: 'Informe a faixa salarial ou o salário.' }]);
      data!.salario = await salarioDaEntrada(trx, scope, { ...(data as Partial<EntradaSalarial>), tipoSalario }, today());
      data!.dataSituacao = data!.dataAdmissao;
      tipoNaInclusao.set(data!, tipoSalario);
    },
    async afterWrite({ trx, scope, action, id, data }) {
      if (action !== 'create' || !tipoNaInclusao.has(data!)) return;
      const tipoSalario = tipoNaInclusao.get(data!)!;
      const lotacao = Object.fromEntries(LOTACAO.flatMap((campo) => (data![campo] ? [[campo, data![campo]]] : [])));
      const entrada = { data: data!.dataAdmissao, motivo: 'C', ...lotacao, tipoSalario, quantidade: 1, ...(tipoSalario === POR_VALOR && { salario: data!.salario }) };
      await engine.entities.insertIn(trx, historico, scope, entrada, id);
    },
  });

  engine.hooks.register('historicoColaborador', {
    async beforeWrite({ trx, scope, action, id, data, ownerId }) {
      // Without an owner the talent itself is being removed, its history with it.
      if (ownerId === undefined) return;
      const entradas = await historicoDoTalento(engine, trx, scope, ownerId);
      if (action === 'delete') {
        if (entradas.length <= 1) throw new AppError(409, 'ULTIMO_HISTORICO', ULTIMO_HISTORICO);
        return;
      }
      const entrada = data!;
      if (entradas.some((e) => e.data === entrada.data && e.id !== id)) throw errors.validation([{ field: 'data', message: DATA_REPETIDA }]);
      const talento = await engine.entities.get(colaborador, scope, ownerId, trx);
      if (String(entrada.data) < String(talento.dataAdmissao)) throw errors.validation([{ field: 'data', message: ANTES_DA_ADMISSAO }]);
      entrada.salario = await salarioDaEntrada(trx, scope, entrada as unknown as EntradaSalarial, String(entrada.data));
    },
    async afterWrite({ trx, scope, ownerId }) {
      if (ownerId !== undefined) await atualizarSituacao(engine, trx, scope, ownerId);
    },
  });

  // A salary by cargo follows its faixa, a salary by índice its índice (after the faixas' revaluation).
  engine.hooks.register('faixaSalarial', {
    async afterWrite({ trx, scope, action, id }) {
      if (action !== 'update') return;
      await atualizarSituacoes(engine, trx, scope, await talentosQueSeguem(trx, scope, { faixaSalarialId: id! }));
    },
  });
  engine.hooks.register('indice', {
    async afterWrite({ trx, scope, action, id }) {
      if (action !== 'update') return;
      await atualizarSituacoes(engine, trx, scope, await talentosQueSeguem(trx, scope, { indiceId: id! }));
    },
  });

  startSituacaoJob(engine, app);
}
