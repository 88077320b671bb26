/**
 * A leave's writes beyond its schema (spec 02 §5 "Leave"): the motive must be of the class
 * chosen (the class decides the extra fields, by declaration); the extra fields of the other
 * classes are dropped; the days, the talent's área and estabelecimento and the name in lists
 * are the server's; two leaves of a talent never share a day; a relapse continues the same
 * talent's leave ended at most 60 days before; and one the payroll took without error stays
 * as it took it. A motive's class stays while leaves use it: their extra fields are the class's.
 */
import type { FieldUi } from '../../../engine/declaration';
import { referenceId } from '../../../engine/table/reference-id';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';
import { errosAfastamento } from './erros';
import { descricaoDoPeriodo, diasDoPeriodo, sobreposto, vinculaveis } from './periodo';

const ref = (id: number | null | undefined) => (id === null || id === undefined ? null : { id });

export function registerRegrasAfastamento(engine: Engine): void {
  const entidade = engine.registry.get('colaboradorAfastamento');
  // Each class's extra fields are those the form shows only for it (its `visibleWhen`): one truth for the form and the server.
  const extras = Object.entries((entidade.form?.fields ?? {}) as Record<string, FieldUi>)
    .map(([campo, ui]) => [campo, (ui.visibleWhen as { classe?: string } | undefined)?.classe] as const)
    .filter((par): par is readonly [string, string] => typeof par[1] === 'string');

  engine.hooks.register('afastamento', {
    async beforeWrite({ trx, scope, action, id, data, previous }) {
      if (action !== 'update' || data!.classe === previous!.classe) return;
      const usado = await companyQuery(trx, scope).selectFrom('colaborador_afastamento').select('id').where('afastamento_id', '=', id!).limit(1).executeTakeFirst();
      if (usado) throw errosAfastamento.classeEmUso();
    },
  });

  engine.hooks.register(entidade.name, {
    async beforeWrite({ trx, scope, action, id, data, previous }) {
      if (previous?.situacaoIntegracao === 'SEM_ERRO') throw errosAfastamento.integrado();
      if (action === 'delete') return;
      const registro = data!;
      for (const [campo, classe] of extras) if (registro.classe !== classe) registro[campo] = null;
      const company = companyQuery(trx, scope);
      const motivoId = referenceId(registro.afastamento);
      const colaboradorId = referenceId(registro.colaborador);
      const motivo = motivoId === undefined ? undefined : await company.selectFrom('afastamento').select(['classe', 'descricao']).where('id', '=', motivoId).executeTakeFirst();
      // Read for update: two leaves of the same talent saved at once are checked one after the other.
      const talento =
        colaboradorId === undefined
          ? undefined
          : await company.selectFrom('colaborador').select(['nome', 'area_organizacional_id', 'estabelecimento_id']).where('id', '=', colaboradorId).forUpdate().executeTakeFirst();
      // Another company's talent or motive: the reference check after this hook refuses it.
      if (!motivo || !talento) return;
      if (motivo.classe !== registro.classe) throw errosAfastamento.motivoDeOutraClasse();
      const periodo = { inicio: String(registro.inicio), fim: typeof registro.fim === 'string' ? registro.fim : null };
      registro.dias = periodo.fim ? diasDoPeriodo(periodo.inicio, periodo.fim) : null;
      registro.areaOrganizacional = ref(talento.area_organizacional_id);
      registro.estabelecimento = ref(talento.estabelecimento_id);
      registro.descricao = `${talento.nome}: ${descricaoDoPeriodo(periodo)} (${motivo.descricao})`.slice(0, 250);
      const outro = await sobreposto(trx, scope, colaboradorId!, periodo, id);
      if (outro) throw errosAfastamento.sobreposicao(outro);
      const anteriorId = referenceId(registro.afastamentoAnterior);
      if (anteriorId === undefined) return;
      const vinculavel = await vinculaveis(trx, scope, colaboradorId!, periodo.inicio, id).where('id', '=', anteriorId).executeTakeFirst();
      if (!vinculavel) throw errosAfastamento.anteriorInvalido();
    },
  });
}
