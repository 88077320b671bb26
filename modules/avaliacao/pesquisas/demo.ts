/**
 * Demo surveys (`server/demo/demo-pesquisas.json`): released to every active talent of the first
 * company, answered by part of them through the same path as a real answer (the answers store and
 * the participations), so the results and the NPS show charts on first start. The NPS's answers
 * are dated over the last months for its score over time.
 */
import { readFileSync } from 'node:fs';
import { shiftDate } from '../../../engine/report/defaults';
import { today } from '../../../engine/validation/brazilian';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { perguntasDoModelo } from '../questionario/modelos';
import type { Resposta } from '../questionario/questionario.api';
import { salvarRespostas } from '../questionario/respostas-colaborador';
import { PERGUNTA_NPS } from './nps';

interface DemoPergunta extends Record<string, unknown> {
  escolhas?: (number | number[])[];
  notas?: number[];
  comentarios?: string[];
}
interface DemoPesquisa {
  titulo: string;
  tipo: 'P' | 'N';
  anonima: boolean;
  observacao?: string;
  respondentes: number;
  perguntas?: DemoPergunta[];
  notas?: number[];
  comentarios?: string[];
  meses?: number[];
}

const ciclo = <T>(lista: T[] | undefined, i: number): T | undefined => (lista?.length ? lista[i % lista.length] : undefined);

/** The i-th respondent's answer to a question, from the cycles the file gives. */
function resposta(pergunta: DemoPergunta, i: number): Omit<Resposta, 'perguntaId' | 'tipoId'> {
  const escolha = ciclo(pergunta.escolhas, i);
  const comentario = ciclo(pergunta.comentarios, i) || null;
  return {
    ...(Array.isArray(escolha) ? { respostasIds: escolha } : escolha !== undefined ? { respostaId: escolha } : {}),
    ...(pergunta.notas ? { nota: ciclo(pergunta.notas, i)! } : {}),
    comentario,
  };
}

export async function seedDemoPesquisas(engine: Engine, empresaId: number): Promise<void> {
  const { pesquisas } = JSON.parse(readFileSync(new URL('../../../server/demo/demo-pesquisas.json', import.meta.url), 'utf8')) as { pesquisas: DemoPesquisa[] };
  const scope: Scope = { empresaId, usuarioId: 1 };
  const modelo = engine.registry.get('modeloAvaliacao');
  const pesquisa = engine.registry.get('pesquisa');
  await runInScope(scope, () =>
    engine.db.transaction().execute(async (trx) => {
      const talentos = await companyQuery(trx, scope).selectFrom('colaborador').select('id').where('data_desligamento', 'is', null).orderBy('id').execute();
      for (const demo of pesquisas) {
        const perguntas = demo.tipo === 'N' ? [{ ...PERGUNTA_NPS, notas: demo.notas, comentarios: demo.comentarios }] : (demo.perguntas ?? []);
        const declaradas = perguntas.map(({ escolhas: _e, notas: _n, comentarios: _c, ...declarada }, i) => ({ ...declarada, ordem: i + 1 }));
        const questionario = await engine.entities.insertIn(trx, modelo, scope, { titulo: demo.titulo, tipo: 'P', ativo: true, perguntas: declaradas });
        const criada = await engine.entities.insertIn(trx, pesquisa, scope, {
          titulo: demo.titulo,
          tipo: demo.tipo,
          dataInicio: shiftDate(today(), { months: -6 }),
          dataFim: shiftDate(today(), { months: 1 }),
          anonima: demo.anonima,
          liberada: true,
          participantes: 'T',
          observacao: demo.observacao,
          modelo: { id: questionario.id },
        });
        const ids = await perguntasDoModelo(engine, trx, empresaId, questionario.id);
        for (const [i, { id: talento }] of talentos.slice(0, demo.respondentes).entries()) {
          const respostas = perguntas.map((pergunta, p) => ({ ...resposta(pergunta, i), perguntaId: ids[p]!.id, tipoId: ids[p]!.tipo }));
          const contexto = demo.anonima ? { colaboradorId: null, avaliadorId: null, anonimo: true, referencias: { pesquisa: criada.id } } : { colaboradorId: talento, avaliadorId: talento, referencias: { pesquisa: criada.id } };
          const linha = await salvarRespostas(engine, trx, scope, { contexto, modeloId: questionario.id, respostas, parcial: false, novo: demo.anonima, descricao: demo.titulo });
          // The respondents in blocks, one per month listed (the first block the oldest).
          const meses = demo.meses?.[Math.floor((i * demo.meses.length) / demo.respondentes)] ?? 0;
          const data = shiftDate(today(), { months: -meses });
          await companyQuery(trx, scope).updateTable('colaborador_questionario').set({ data }).where('id', '=', linha.id).execute();
          await companyQuery(trx, scope).insertInto('participacao_pesquisa').values({ pesquisa_id: criada.id, colaborador_id: talento, respondida: true, data }).execute();
        }
      }
    }),
  );
}
