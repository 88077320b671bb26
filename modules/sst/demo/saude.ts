/**
 * The health demo (issue 17 items 5 and 6) in the first demo company: exams (periodic ones
 * among them), a doctor (CRM) and a dentist (CRO) with contracts (the doctor's with her signature
 * image), and ASOs of the longest-serving active talents with their results — some periodic exams
 * overdue, some due within 30 days, one ASO still waiting. Written through the engine, so the ASO's and the exams' rules run.
 */
import { readFileSync } from 'node:fs';
import { fileFieldOf } from '../../../engine/file/file-field';
import { daysAfter, today } from '../../../engine/validation/brazilian';
import { withUpload } from '../../../server/crud/uploads';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import dados from './saude.json';
import { talentosAntigos } from './talentos-antigos';

/** The contract's signature image, sent as the professional's form sends it (the generic file routes' checks and parts). */
async function enviarAssinatura(engine: Engine, scope: Scope, contratoId: number, arquivo: string): Promise<void> {
  const entity = engine.registry.get('assinaturaContrato');
  const bytes = readFileSync(new URL(`./${arquivo}`, import.meta.url));
  await withUpload(engine.db, scope, entity, fileFieldOf(entity)!, { name: arquivo, bytes }, (extras) => engine.entities.create(entity, scope, {}, { ...extras, ownerId: contratoId }));
}

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
        const { assinatura, ...campos } = contrato as typeof contrato & { assinatura?: string };
        const { id: contratoId } = await engine.entities.create(
          entidade('contratoProfissional'),
          scope,
          { ...campos, inicio: daysAfter(hoje, -diasDesdeOInicio), estabelecimentoResponsavel: 'TODOS', exames: [...exames.values()] },
          { ownerId: criado.id },
        );
        if (assinatura) await enviarAssinatura(engine, scope, contratoId, assinatura);
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
