/**
 * The health demo (issue 17 items 5 and 6) in the first demo company: exams (periodic ones
 * among them), a doctor (CRM) and a dentist (CRO) with contracts, and ASOs of the longest-serving
 * active talents with their results — some periodic exams overdue, some due within 30 days, one
 * ASO still waiting. Written through the engine, so the ASO's and the exams' rules run.
 */
import { daysAfter, today } from '../../../engine/validation/brazilian';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import dados from './saude.json';
import { talentosAntigos } from './talentos-antigos';

export async function seedDemoSaude(engine: Engine, empresaId: number, hoje: string = today()): Promise<void> {
  const scope: Scope = { empresaId, usuarioId: 1 };
  const entidade = (nome: string) => engine.registry.get(nome);
  await runInScope(scope, async () => {
    const company = companyQuery(engine.db, scope);
    const exames = new Map<string, number>();
    for (const exame of dados.exames) exames.set(exame.nome, (await engine.entities.create(entidade('exame'), scope, exame)).id);
    const estados = new Map((await engine.db.selectFrom('estado').select(['id', 'sigla']).execute()).map((e) => [e.sigla, e.id]));
    const medicos: number[] = [];
    for (const { contratos, uf, ...profissional } of dados.profissionais) {
      const criado = await engine.entities.create(entidade('profissionalSaude'), scope, { ...profissional, uf: { id: estados.get(uf) } });
      medicos.push(criado.id);
      for (const { diasDesdeOInicio, ...contrato } of contratos) {
        await engine.entities.create(
          entidade('contratoProfissional'),
          scope,
          { ...contrato, inicio: daysAfter(hoje, -diasDesdeOInicio), estabelecimentoResponsavel: 'TODOS', exames: [...exames.values()] },
          { ownerId: criado.id },
        );
      }
    }
    const clinica = await company.selectFrom('clinica_autorizada').select('id').orderBy('id').executeTakeFirst();
    const talentos = await talentosAntigos(engine, scope, hoje, dados.asos.length);
    for (const [k, aso] of dados.asos.entries()) {
      const talento = talentos[k];
      if (!talento) return;
      const solicitacao = await engine.entities.create(entidade('solicitacaoExame'), scope, {
        colaborador: { id: talento.id },
        tipo: aso.tipo,
        data: daysAfter(hoje, -aso.diasAtras),
        medico: { id: medicos[0] },
        ...(clinica && { clinica: { id: clinica.id } }),
        ...(aso.resultado && { resultado: aso.resultado }),
      });
      for (const nome of aso.exames) {
        const realizado = aso.realizadoHa === undefined ? {} : { dataRealizacao: daysAfter(hoje, -aso.realizadoHa), resultado: nome === aso.alterado ? 'A' : 'N' };
        await engine.entities.create(entidade('exameSolicitado'), scope, { exame: { id: exames.get(nome) }, ...realizado }, { ownerId: solicitacao.id });
      }
    }
  });
}
