/**
 * The training demo (issue 15 item 9) in the first demo company, after the catalogue of
 * server/demo/demo-data.json and the talents of Cargos e Salários: the course evaluations, past,
 * running and upcoming classes of the demo courses (server/demo/demo-desenvolvimento.json) with
 * their days and expenses, participants, presences and grades — so every training report has
 * rows with its default filter. Classes and participants go through the engine (their hooks
 * run); presences and grades in bulk, then each class's outcome by the approval rule's one path.
 */
import type { Engine } from '../../../server/engine';
import type { Scope } from '../../../server/db/tenant-context';
import { runInScope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import { demoDate } from '../../../server/demo/demo';
import { shiftDate } from '../../../engine/report/defaults';
import { today } from '../../../engine/validation/brazilian';
import dados from '../../../server/demo/demo-desenvolvimento.json';
import { recalcularAprovacao } from '../aprovacao/recalcular';

type TurmaDemo = (typeof dados.turmas)[number] & { link?: string; horaIni?: string; horaFim?: string; assinaturaDigital?: boolean };
type AvaliacaoDemo = (typeof dados.avaliacoesCurso)[number];

/** The class days: `dias` days in a row from `inicio`. */
export function diasDaTurma(turma: Pick<TurmaDemo, 'inicio' | 'dias'>, hoje: string): string[] {
  const inicio = demoDate(turma.inicio, hoje)!;
  return Array.from({ length: turma.dias }, (_, n) => shiftDate(inicio, { days: n }));
}

/** A fixed rule for who missed which day: about one day in eleven, different in each class. */
export const faltou = (turma: number, participante: number, dia: number) => (participante * 7 + dia * 3 + turma) % 11 === 5;

/** A fixed result in an evaluation: a grade from 6,0 to 10,0 (tipo n) or a percentage from 60 to 100. */
export function resultado(avaliacao: AvaliacaoDemo, turma: number, participante: number, posicao: number): number {
  return avaliacao.tipo === 'n' ? 6 + ((participante * 37 + turma * 11 + posicao * 5) % 41) / 10 : 60 + ((participante * 13 + turma * 7 + posicao * 3) % 41);
}

export async function seedDemoDesenvolvimento(engine: Engine, empresaId: number, hoje: string = today()): Promise<void> {
  const scope: Scope = { empresaId, usuarioId: 1 };
  const entity = (name: string) => engine.registry.get(name);
  const q = () => companyQuery(engine.db, scope);
  await runInScope(scope, async () => {
    const avaliacoes = new Map<string, { id: number } & AvaliacaoDemo>();
    for (const avaliacao of dados.avaliacoesCurso) avaliacoes.set(avaliacao.titulo, { ...avaliacao, id: (await engine.entities.create(entity('avaliacaoCurso'), scope, avaliacao)).id });
    const cursos = new Map((await q().selectFrom('curso').select(['id', 'nome']).execute()).map((c) => [c.nome!, c]));
    for (const [curso, titulos] of Object.entries(dados.avaliacoesDosCursos)) {
      await engine.entities.patch(entity('curso'), scope, cursos.get(curso)!.id, { avaliacaoCursos: titulos.map((t) => avaliacoes.get(t)!.id) });
    }
    const tipos = new Map((await q().selectFrom('tipo_despesa').select(['id', 'descricao']).execute()).map((t) => [t.descricao!, t.id]));
    const talentos = await q().selectFrom('colaborador').select(['id', 'data_admissao']).where('data_desligamento', 'is', null).orderBy('id').execute();

    const presencas: { data: Record<string, unknown> }[] = [];
    const notas: { data: Record<string, unknown> }[] = [];
    const turmas: number[] = [];
    for (const [k, turma] of (dados.turmas as TurmaDemo[]).entries()) {
      const curso = cursos.get(turma.curso)!;
      const dias = diasDaTurma(turma, hoje);
      const { id: turmaId } = await engine.entities.create(entity('turma'), scope, {
        descricao: turma.descricao,
        curso: { id: curso.id },
        instrutor: turma.instrutor,
        custo: turma.custo,
        dataPrevIni: dias[0],
        dataPrevFim: dias.at(-1),
        qtdParticipantesPrevistos: turma.participantes,
        assinaturaDigital: turma.assinaturaDigital ?? false,
        diasTurma: dias.map((dia) => ({ dia, turno: turma.turno, ...(turma.link ? { link: turma.link } : { horaIni: turma.horaIni, horaFim: turma.horaFim }) })),
        despesas: turma.despesas.map((d) => ({ tipoDespesa: { id: tipos.get(d.tipoDespesa)! }, valor: d.valor })),
      });
      turmas.push(turmaId);
      // Talents already hired when the class began, in the order they were registered.
      const escolhidos = talentos.filter((t) => t.data_admissao! <= dias[0]!).slice(turma.primeiro, turma.primeiro + turma.participantes);
      const participantes = await engine.entities.createAll(
        entity('colaboradorTurma'),
        scope,
        escolhidos.map((t) => ({ turma: { id: turmaId }, colaborador: { id: t.id } })),
      );
      const encerrada = dias.at(-1)! < hoje;
      const doCurso = (dados.avaliacoesDosCursos as Record<string, string[]>)[turma.curso] ?? [];
      for (const [i, participante] of participantes.entries()) {
        const presente = dias.filter((dia, j) => dia <= hoje && !faltou(k, i, j));
        for (const dia of presente) presencas.push({ data: { colaboradorTurma: { id: participante.id }, dia, origem: turma.assinaturaDigital ? 'Q' : 'L' } });
        if (encerrada) {
          for (const [m, titulo] of doCurso.entries()) {
            const avaliacao = avaliacoes.get(titulo)!;
            notas.push({ data: { colaboradorTurma: { id: participante.id }, avaliacaoCurso: { id: avaliacao.id }, valor: resultado(avaliacao, k, i, m) } });
          }
        }
      }
    }
    await engine.db.transaction().execute(async (trx) => {
      await engine.entities.insertManyIn(trx, entity('presencaTurma'), scope, presencas);
      await engine.entities.insertManyIn(trx, entity('notaAvaliacaoCurso'), scope, notas);
      // The bulk writes run no hooks: each class's outcome, and the certifications it gives, follow here.
      for (const turmaId of turmas) await recalcularAprovacao(engine, trx, scope, turmaId);
    });
  });
}
