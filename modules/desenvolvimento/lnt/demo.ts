/**
 * The demo's LNT of the current year: three needs of the first company's areas — one turned into
 * a class through the same path as "Criar turma" (the class saved with `cursoLntId`, its talents
 * added as participants by the hook), one pending with an existing course, one asking a new course.
 */
import { shiftDate } from '../../../engine/report/defaults';
import { today } from '../../../engine/validation/brazilian';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';

/** Two talents of each of the first areas (with a cargo), to indicate; the first courses. */
async function escolhas(trx: Db, scope: Scope) {
  const talentos = await companyQuery(trx, scope)
    .selectFrom('colaborador')
    .select(['id', 'area_organizacional_id', 'cargo_id'])
    .where('data_desligamento', 'is', null)
    .where('area_organizacional_id', 'is not', null)
    .where('cargo_id', 'is not', null)
    .orderBy('area_organizacional_id')
    .orderBy('id')
    .execute();
  const porArea = new Map<number, typeof talentos>();
  for (const talento of talentos) porArea.set(talento.area_organizacional_id!, [...(porArea.get(talento.area_organizacional_id!) ?? []), talento]);
  const cursos = await companyQuery(trx, scope).selectFrom('curso').select(['id', 'carga_horaria']).orderBy('id').limit(2).execute();
  return { areas: [...porArea.values()].slice(0, 3), cursos };
}

export async function seedDemoLnt(engine: Engine, trx: Db, scope: Scope): Promise<void> {
  const { areas, cursos } = await escolhas(trx, scope);
  if (areas.length < 3 || cursos.length < 2) return;
  const ano = today().slice(0, 4);
  const lnt = await engine.entities.insertIn(trx, engine.registry.get('lnt'), scope, {
    descricao: `LNT ${ano}`,
    dataIni: `${ano}-01-01`,
    dataFim: `${ano}-12-31`,
    // The whole company's survey: no área chosen covers every área.
    situacao: 'A',
  });
  const necessidade = engine.registry.get('necessidadeLnt');
  const indicar = (talentos: (typeof areas)[number]) => ({
    areaOrganizacional: { id: talentos[0]!.area_organizacional_id },
    cargo: { id: talentos[0]!.cargo_id },
    colaboradores: talentos.slice(0, 3).map((talento) => talento.id),
  });
  const atendida = await engine.entities.insertIn(trx, necessidade, scope, {
    lnt: { id: lnt.id },
    curso: { id: cursos[0]!.id },
    ...indicar(areas[0]!),
    prioridade: 'A',
    justificativa: 'Equipe nova na função; o treinamento reduz o retrabalho apontado nas avaliações.',
    cargaHoraria: cursos[0]!.carga_horaria,
    custo: 1800,
  });
  await engine.entities.insertIn(trx, necessidade, scope, {
    lnt: { id: lnt.id },
    curso: { id: cursos[1]!.id },
    ...indicar(areas[1]!),
    prioridade: 'M',
    justificativa: 'Atualização prevista no plano de desenvolvimento da área.',
    cargaHoraria: cursos[1]!.carga_horaria,
    custo: 900,
  });
  await engine.entities.insertIn(trx, necessidade, scope, {
    lnt: { id: lnt.id },
    nomeCurso: 'Excel Avançado para Análise de Dados',
    ...indicar(areas[2]!),
    prioridade: 'B',
    justificativa: 'Relatórios mensais ainda montados à mão.',
    cargaHoraria: 960,
    custo: 1200,
  });
  // Three days a month and a half ago: the class counts in the goal's indicator.
  const inicio = shiftDate(today(), { days: -45 });
  await engine.entities.insertIn(trx, engine.registry.get('turma'), scope, {
    descricao: `Turma da LNT ${ano}`,
    curso: { id: cursos[0]!.id },
    instrutor: 'Instrutor convidado',
    custo: 1800,
    dataPrevIni: inicio,
    dataPrevFim: shiftDate(inicio, { days: 2 }),
    qtdParticipantesPrevistos: 3,
    diasTurma: [0, 1, 2].map((dias) => ({ dia: shiftDate(inicio, { days: dias }), turno: 'M', horaIni: '08:00', horaFim: '12:00' })),
    cursoLntId: atendida.id,
  });
}
