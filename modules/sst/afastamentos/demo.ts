/**
 * The leaves demo (issue 16 item 2) in the first demo company: a motive of each class and about
 * thirty leaves of its longest-serving active talents over the past year — one every 12 days, of
 * 1 to 10 days, the classes' extra fields filled, one relapse, atestados on the medical ones, the
 * older half already taken by the payroll. Everything goes through the engine, so the leave's
 * rules run. (The company's absenteeism target is in the demo configuration, demo-candidatos.json.)
 */
import { daysAfter, today } from '../../../engine/validation/brazilian';
import { fileFieldOf } from '../../../engine/file/file-field';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import { withUpload } from '../../../server/crud/uploads';
import type { Engine } from '../../../server/engine';
import dados from './demo.json';
import { talentosAntigos } from '../demo/talentos-antigos';

type Motivo = (typeof dados.motivos)[number];

/** The class's extra fields, filled as the eSocial would take them. */
function camposDaClasse(classe: string, k: number): Record<string, unknown> {
  switch (classe) {
    case 'CESSAO_REQUISICAO':
      return { cnpjCessionario: dados.cnpjs.cessionario, onusCessao: 'CESSIONARIO' };
    case 'MANDATO_SINDICAL':
      return { cnpjSindicato: dados.cnpjs.sindicato, onusSindicato: 'EMPREGADOR_E_SINDICATO' };
    case 'MANDATO_ELETIVO':
      return { cnpjOrgaoPublico: dados.cnpjs.orgaoPublico, remuneradoCargoEletivo: 'N' };
    case 'ACIDENTE_DOENCA':
      return { cid: k % 2 ? 'J11' : 'M54.5', medicoNome: 'Dra. Helena Prado', medicoCrm: 'CRM-SP 123456', ...(k % 3 === 0 && { tipoAcidenteTransito: 'COLISAO' }) };
    default:
      return {};
  }
}

export async function seedDemoAfastamentos(engine: Engine, empresaId: number, hoje: string = today()): Promise<void> {
  const scope: Scope = { empresaId, usuarioId: 1 };
  const motivoEntity = engine.registry.get('afastamento');
  const afastamentoEntity = engine.registry.get('colaboradorAfastamento');
  const atestadoEntity = engine.registry.get('atestadoAfastamento');
  await runInScope(scope, async () => {
    const motivos = new Map<string, Motivo & { id: number }>();
    for (const { chave, ...motivo } of dados.motivos) motivos.set(chave, { chave, ...motivo, id: (await engine.entities.create(motivoEntity, scope, motivo)).id });
    // Talents hired over a year ago, so every leave falls after the admission.
    const talentos = await talentosAntigos(engine, scope, hoje, 6);
    if (talentos.length < 2) return;
    const criados: { id: number; colaboradorId: number; fim: string; classe: string }[] = [];
    for (const [k, chave] of dados.sequencia.entries()) {
      const motivo = motivos.get(chave)!;
      const colaboradorId = talentos[k % talentos.length]!.id;
      const inicio = daysAfter(hoje, -360 + k * 12);
      const fim = daysAfter(inicio, (k * 7) % 10);
      const criado = await engine.entities.create(afastamentoEntity, scope, {
        colaborador: { id: colaboradorId },
        classe: motivo.classe,
        afastamento: { id: motivo.id },
        inicio,
        fim,
        ...(motivo.classe === 'FERIAS_RECESSO' && { periodoAquisitivoInicio: daysAfter(inicio, -400), periodoAquisitivoFim: daysAfter(inicio, -36) }),
        ...camposDaClasse(motivo.classe, k),
      });
      criados.push({ id: criado.id, colaboradorId, fim, classe: motivo.classe });
    }
    // The relapse: the last medical leave's illness came back five days after it ended.
    const doenca = criados.findLast((c) => c.classe === 'ACIDENTE_DOENCA')!;
    const recaida = motivos.get('recaida')!;
    await engine.entities.create(afastamentoEntity, scope, {
      colaborador: { id: doenca.colaboradorId },
      classe: 'RECAIDA',
      afastamento: { id: recaida.id },
      inicio: daysAfter(doenca.fim, 5),
      fim: daysAfter(doenca.fim, 7),
      cid: 'M54.5',
      afastamentoAnterior: { id: doenca.id },
    });
    const arquivo = fileFieldOf(atestadoEntity)!;
    for (const [n, afastamento] of criados.filter((c) => c.classe === 'ACIDENTE_DOENCA').slice(-4).entries()) {
      const upload = { name: `atestado-${n + 1}.txt`, bytes: Buffer.from(`Atesto, para os devidos fins, que o paciente necessita de afastamento até ${afastamento.fim}.\nDra. Helena Prado - CRM-SP 123456\n`) };
      await withUpload(engine.db, scope, atestadoEntity, arquivo, upload, (extras) =>
        engine.entities.create(atestadoEntity, scope, { descricao: 'Atestado médico', data: afastamento.fim }, { ...extras, ownerId: afastamento.id }),
      );
    }
    // The payroll took the older half without error (they are then locked); one came back with an error.
    await engine.db.transaction().execute(async (trx) => {
      for (const [n, afastamento] of criados.slice(0, 15).entries()) {
        await engine.entities.changeIn(trx, afastamentoEntity, scope, afastamento.id, { situacaoIntegracao: n === 14 ? 'COM_ERRO' : 'SEM_ERRO' });
      }
    });
  });
}
