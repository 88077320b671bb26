/**
 * The writes of vaccines and vaccinations beyond their schemas (spec 02 §5 "Vaccine",
 * "Vaccination"). A vaccine's dose list follows its quantity — one row per dose, numbered in
 * order, each but the last with the days to the next — and a change to it moves the cards
 * that use it. A card's doses are taken in order: a dose needs the one before it, on a date not
 * before it, and one taken cannot lose its date while the next is taken; the due dates are the
 * server's, recomputed after each write.
 */
import { requiredMessage } from '../../../engine/validation/config-conditions';
import { referenceId } from '../../../engine/table/reference-id';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';
import { descricaoDaDose, type CartoesDeVacinacao } from './cartao';
import { errosVacinacao } from './erros';

export function registerRegrasVacinas(engine: Engine, cartoes: CartoesDeVacinacao): void {
  const dias = engine.registry.get('doseVacina').properties.diasProximaDose!;

  engine.hooks.register('vacina', {
    beforeWrite({ action, data }) {
      if (action === 'delete') return;
      const quantidade = Number(data!.quantidadeDoses);
      const doses = [...((data!.doses ?? []) as Record<string, unknown>[])].sort((a, b) => Number(a.numeroDose ?? 0) - Number(b.numeroDose ?? 0));
      if (doses.length !== quantidade) throw errosVacinacao.quantidadeDeDoses(quantidade);
      const semDias = doses.flatMap((dose, i) => (i < doses.length - 1 && (dose.diasProximaDose === undefined || dose.diasProximaDose === null) ? [i] : []));
      if (semDias.length) throw errosVacinacao.diasObrigatorios(semDias, requiredMessage(dias, String(dias.title)));
      data!.doses = doses.map((dose, i) => ({ ...dose, numeroDose: i + 1, diasProximaDose: i === doses.length - 1 ? null : dose.diasProximaDose }));
    },
    async afterWrite({ trx, scope, action, id }) {
      if (action !== 'update') return;
      for (const colaboradorId of await cartoes.talentosCom(trx, scope, id!)) await cartoes.sincronizar(trx, scope, colaboradorId, id!);
    },
  });

  engine.hooks.register('vacinacao', {
    async beforeWrite({ trx, scope, action, data, previous }) {
      if (action === 'delete') return;
      const registro = data!;
      const colaboradorId = referenceId(registro.colaborador);
      const vacinaId = referenceId(registro.vacina);
      const numero = Number(registro.numeroDose ?? previous?.numeroDose);
      if (colaboradorId === undefined || vacinaId === undefined) return;
      const q = companyQuery(trx, scope);
      const talento = await q.selectFrom('colaborador').select('nome').where('id', '=', colaboradorId).executeTakeFirst();
      const vacina = await q.selectFrom('vacina').select('nome').where('id', '=', vacinaId).executeTakeFirst();
      // Another company's talent or vaccine: the reference check after this hook refuses it.
      if (!talento || !vacina) return;
      registro.descricao = descricaoDaDose(String(talento.nome), String(vacina.nome), numero);
      const vizinhas = await q
        .selectFrom('vacinacao')
        .select(['numero_dose', 'data_realizacao'])
        .where('colaborador_id', '=', colaboradorId)
        .where('vacina_id', '=', vacinaId)
        .where('numero_dose', 'in', [numero - 1, numero + 1])
        .forUpdate()
        .execute();
      const tomada = (n: number) => {
        const valor = vizinhas.find((v) => Number(v.numero_dose) === n)?.data_realizacao;
        return valor === null || valor === undefined ? undefined : String(valor);
      };
      const anterior = tomada(numero - 1);
      const seguinte = tomada(numero + 1);
      const realizacao = typeof registro.dataRealizacao === 'string' ? registro.dataRealizacao : undefined;
      if (realizacao === undefined) {
        if (seguinte !== undefined) throw errosVacinacao.seguinteRecebida(numero);
        return;
      }
      if (numero > 1 && anterior === undefined) throw errosVacinacao.anteriorPendente(numero);
      if (anterior !== undefined && realizacao < anterior) throw errosVacinacao.antesDaAnterior(numero, anterior);
      if (seguinte !== undefined && realizacao > seguinte) throw errosVacinacao.depoisDaSeguinte(numero, seguinte);
    },
    async afterWrite({ trx, scope, current }) {
      await cartoes.sincronizar(trx, scope, referenceId(current!.colaborador)!, referenceId(current!.vacina)!);
    },
  });
}
