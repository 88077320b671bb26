/**
 * The CIPA demo in the first demo company: the mandate in force at its first establishment,
 * taken office four months ago after an election three weeks before, with five of its
 * longest-serving talents — the employer's president and a suplente, the elected vice-president
 * and secretário (titulares) and an elected suplente, so the stability warning shows on their
 * dismissal or replacement. Dates relative to the day the demo is made.
 */
import { daysAfter, today } from '../../../engine/validation/brazilian';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { talentosAntigos } from '../demo/talentos-antigos';
import { umAnoApos } from './estabilidade';

const MEMBROS = [
  { representacao: 'EMPREGADOR', funcao: 'PRESIDENTE', tipo: 'TITULAR' },
  { representacao: 'EMPREGADOS', funcao: 'VICE_PRESIDENTE', tipo: 'TITULAR' },
  { representacao: 'EMPREGADOS', funcao: 'SECRETARIO', tipo: 'TITULAR' },
  { representacao: 'EMPREGADOR', funcao: 'MEMBRO', tipo: 'SUPLENTE' },
  { representacao: 'EMPREGADOS', funcao: 'MEMBRO', tipo: 'SUPLENTE' },
];

export async function seedDemoCipa(engine: Engine, empresaId: number, hoje: string = today()): Promise<void> {
  const scope: Scope = { empresaId, usuarioId: 1 };
  await runInScope(scope, async () => {
    const estabelecimento = await companyQuery(engine.db, scope).selectFrom('estabelecimento').select('id').orderBy('id').executeTakeFirst();
    const talentos = await talentosAntigos(engine, scope, hoje, MEMBROS.length);
    if (!estabelecimento || talentos.length < MEMBROS.length) return;
    const inicio = daysAfter(hoje, -120);
    const dataEleicao = daysAfter(inicio, -21);
    const dataCandidatura = daysAfter(dataEleicao, -30);
    await engine.entities.create(engine.registry.get('mandatoCipa'), scope, {
      descricao: `Gestão ${inicio.slice(0, 4)}/${Number(inicio.slice(0, 4)) + 1}`,
      estabelecimento: { id: estabelecimento.id },
      dataEleicao,
      inicio,
      fim: daysAfter(umAnoApos(inicio), -1),
      membros: MEMBROS.map((membro, i) => ({
        ...membro,
        colaborador: { id: talentos[i]!.id },
        ...(membro.representacao === 'EMPREGADOS' && { dataCandidatura }),
      })),
    });
  });
}
