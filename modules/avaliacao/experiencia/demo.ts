/**
 * Demo follow-ups: of the follow-ups due in the last month, the first ones answered — most in
 * full, one in part — through the same write path as a real answer, so the screen, the talent's
 * form and the reports show results on first start and still leave some to answer.
 */
import { daysAfter, today } from '../../../engine/validation/brazilian';
import { runInScope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { perguntasDoModelo } from '../questionario/modelos';
import type { Resposta } from '../questionario/questionario.api';
import { salvarRespostas } from '../questionario/respostas-colaborador';
import { TIPO_PERGUNTA } from '../questionario/pontuacao';
import { acompanhamentosPrevistos } from './acompanhamentos';

const RESPONDIDOS = 4;

/** Answers that vary by talent: grades around the scale's upper half, the first alternative, a short text. */
function respostasDemo(perguntas: Awaited<ReturnType<typeof perguntasDoModelo>>, semente: number): Resposta[] {
  return perguntas.map((p, i) => {
    const base = { perguntaId: p.id, tipoId: p.tipo };
    if (p.tipo === TIPO_PERGUNTA.NOTA) return { ...base, nota: Math.min(p.notaMaxima ?? 10, (p.notaMinima ?? 1) + ((semente + i) % 3) + 2) };
    if (p.tipo === TIPO_PERGUNTA.OBJETIVA) return { ...base, respostaId: (semente % 2) + 1 };
    if (p.tipo === TIPO_PERGUNTA.MULTIPLA_ESCOLHA) return { ...base, respostasIds: [1] };
    return { ...base, comentario: 'Boa integração com a equipe; seguir acompanhando a autonomia nas rotinas.' };
  });
}

export async function seedDemoAcompanhamentos(engine: Engine, empresaId: number): Promise<void> {
  const scope = { empresaId, usuarioId: 1 };
  await runInScope(scope, async () => {
    const hoje = today();
    const { content } = await acompanhamentosPrevistos(engine.database.owner, scope, { dataIni: daysAfter(hoje, -30), dataFim: hoje, page: 0, size: RESPONDIDOS });
    for (const [i, previsto] of content.entries()) {
      const modeloId = previsto.modelos[0]?.id;
      if (!modeloId) continue;
      const perguntas = await perguntasDoModelo(engine, engine.database.owner, empresaId, modeloId);
      await engine.database.owner.transaction().execute((trx) =>
        salvarRespostas(engine, trx, scope, {
          contexto: { colaboradorId: previsto.colaborador.id, avaliadorId: null, referencias: { periodoExperiencia: previsto.periodo.id } },
          modeloId,
          respostas: i === RESPONDIDOS - 1 ? respostasDemo(perguntas, i).slice(0, 2) : respostasDemo(perguntas, i),
          parcial: i === RESPONDIDOS - 1,
          descricao: `${previsto.colaborador.nome} — ${previsto.periodo.nome}`,
        }),
      );
    }
  });
}
