/**
 * Answering a candidate evaluation: which answers a questionnaire accepts and how they score.
 * Pure functions, shared by the server (which decides) and the questionnaire on screen (which
 * shows the same messages before sending).
 *
 * Scoring rule (what the HR professional reads as "percentual"):
 * - Objetiva (1): the chosen alternative's peso × the question's peso; its maximum is the
 *   highest alternative peso × the question's peso.
 * - Múltipla escolha (5): the sum of the chosen alternatives' pesos × the question's peso; its
 *   maximum is the sum of all alternative pesos × the question's peso.
 * - Nota (4): where the grade stands within notaMinima..notaMaxima (0 at the minimum, 1 at the
 *   maximum) × the question's peso; its maximum is the question's peso.
 * - Subjetiva (3): free text, read by HR, not scored (maximum 0).
 * A question left blank (only optional ones may be) scores 0 and still counts in the maximum.
 * percentual = points obtained / maximum points × 100 (two decimals; none when the maximum is 0);
 * aprovado when percentual ≥ the model's percentualMinimoAprovacao; without a minimum (or without
 * a percentual) there is no verdict (null).
 */
import type { FieldError } from '../../../engine/api-types';
import type { Pergunta, PerguntaSemPesos, Resposta } from './questionario.api';

export const TIPO_PERGUNTA = { OBJETIVA: 1, SUBJETIVA: 3, NOTA: 4, MULTIPLA_ESCOLHA: 5 } as const;

export function semPesos({ peso: _peso, respostas, ...pergunta }: Pergunta): PerguntaSemPesos {
  return { ...pergunta, ...(respostas ? { respostas: respostas.map(({ texto }) => ({ texto })) } : {}) };
}

/** What is kept of each question and its answer: the text as it was asked, the choice, the points. */
export interface RespostaPontuada {
  perguntaId: number;
  ordem: number;
  texto: string;
  tipo: number;
  /** The question's group, when it has one: printing groups by it. */
  aspecto?: string;
  /** Every alternative's text, as offered: the printed questionnaire marks the chosen ones. */
  opcoes?: string[];
  /** Texts of the chosen alternatives (objetiva: one). */
  alternativas?: string[];
  respostaId?: number;
  respostasIds?: number[];
  nota?: number;
  comentario?: string;
  pontos: number;
  pontosMaximos: number;
}

export interface Resultado {
  pontos: number;
  pontosMaximos: number;
  percentual: number | null;
  aprovado: boolean | null;
  respostas: RespostaPontuada[];
}

export const COMENTARIO_MAX = 4000;

/** The field of a question's message: the questionnaire shows it under that question. */
export const campoDaPergunta = (perguntaId: number) => `perguntas.${perguntaId}`;

/** Questions in the order they are asked: by `ordem` (none last), then as listed. */
export function emOrdem<T extends { ordem?: number }>(perguntas: T[]): T[] {
  return perguntas
    .map((pergunta, posicao) => ({ pergunta, posicao }))
    .sort((a, b) => (a.pergunta.ordem ?? 1000) - (b.pergunta.ordem ?? 1000) || a.posicao - b.posicao)
    .map(({ pergunta }) => pergunta);
}

const vazio = (texto: string | null | undefined) => !texto || !texto.trim();
const alternativaValida = (pergunta: PerguntaSemPesos, numero: number) => Number.isInteger(numero) && numero >= 1 && numero <= (pergunta.respostas?.length ?? 0);
const escolhidas = (resposta: Resposta | undefined) => [...new Set(resposta?.respostasIds ?? [])];

/** The message of one question's answer, or undefined when it is acceptable. */
export function mensagemDaResposta(pergunta: PerguntaSemPesos, resposta: Resposta | undefined): string | undefined {
  if (resposta?.comentario && resposta.comentario.length > COMENTARIO_MAX) return `Máximo de ${COMENTARIO_MAX} caracteres`;
  switch (pergunta.tipo) {
    case TIPO_PERGUNTA.OBJETIVA: {
      const escolhida = resposta?.respostaId;
      if (escolhida === undefined || escolhida === null) return pergunta.obrigatoria ? 'Selecione uma alternativa.' : undefined;
      return alternativaValida(pergunta, escolhida) ? undefined : 'Alternativa inválida.';
    }
    case TIPO_PERGUNTA.MULTIPLA_ESCOLHA: {
      const numeros = escolhidas(resposta);
      if (!numeros.length) return pergunta.obrigatoria ? 'Selecione ao menos uma alternativa.' : undefined;
      return numeros.every((n) => alternativaValida(pergunta, n)) ? undefined : 'Alternativa inválida.';
    }
    case TIPO_PERGUNTA.NOTA: {
      const nota = resposta?.nota;
      if (nota === undefined || nota === null) return pergunta.obrigatoria ? 'Selecione a nota.' : undefined;
      const [minima, maxima] = [pergunta.notaMinima ?? 1, pergunta.notaMaxima ?? 10];
      return Number.isInteger(nota) && nota >= minima && nota <= maxima ? undefined : `Selecione a nota de ${minima} a ${maxima}.`;
    }
    default:
      return pergunta.obrigatoria && vazio(resposta?.comentario) ? 'Responda a pergunta.' : undefined;
  }
}

/**
 * The questions as the one answering must answer them: a question required only on a
 * self-evaluation (U) or only when evaluating another (O) is optional for the others, and a
 * partial save ("Salvar e continuar depois") requires none — what is given must still be valid.
 */
export function comoObrigatorias<T extends PerguntaSemPesos>(perguntas: T[], { autoavaliacao, parcial = false }: { autoavaliacao: boolean; parcial?: boolean }): T[] {
  const obrigatoria = (pergunta: T) => !parcial && pergunta.obrigatoria && (!pergunta.obrigatoriaSomente || (pergunta.obrigatoriaSomente === 'U') === autoavaliacao);
  return perguntas.map((pergunta) => (obrigatoria(pergunta) === pergunta.obrigatoria ? pergunta : { ...pergunta, obrigatoria: obrigatoria(pergunta) }));
}

/**
 * Whether the answers were given to these very questions: each names a question of the model
 * with its type. Otherwise the model changed while the questionnaire was open.
 */
export function respondeAsPerguntas(perguntas: PerguntaSemPesos[], respostas: Resposta[]): boolean {
  const tipos = new Map(perguntas.map((p) => [p.id, p.tipo as number]));
  return respostas.every((r) => tipos.get(r.perguntaId) === r.tipoId);
}

/** One message per question whose answer is not acceptable, keyed by the question's field. */
export function validarRespostas(perguntas: PerguntaSemPesos[], respostas: Resposta[]): FieldError[] {
  const porPergunta = new Map(respostas.map((r) => [r.perguntaId, r]));
  return perguntas.flatMap((pergunta) => {
    const message = mensagemDaResposta(pergunta, porPergunta.get(pergunta.id));
    return message ? [{ field: campoDaPergunta(pergunta.id), message }] : [];
  });
}

const arredondar = (valor: number) => Math.round(valor * 100) / 100;

function pontuar(pergunta: Pergunta, resposta: Resposta | undefined): { pontos: number; pontosMaximos: number } {
  const peso = pergunta.peso;
  const pesos = (pergunta.respostas ?? []).map((alternativa) => alternativa.peso);
  const pesoDe = (numero: number) => pesos[numero - 1] ?? 0;
  switch (pergunta.tipo) {
    case TIPO_PERGUNTA.OBJETIVA:
      return { pontos: resposta?.respostaId ? pesoDe(resposta.respostaId) * peso : 0, pontosMaximos: Math.max(0, ...pesos) * peso };
    case TIPO_PERGUNTA.MULTIPLA_ESCOLHA:
      return {
        pontos: escolhidas(resposta).reduce((soma, n) => soma + pesoDe(n), 0) * peso,
        pontosMaximos: pesos.reduce((soma, p) => soma + p, 0) * peso,
      };
    case TIPO_PERGUNTA.NOTA: {
      const [minima, maxima] = [pergunta.notaMinima ?? 1, pergunta.notaMaxima ?? 10];
      const nota = resposta?.nota;
      const fracao = nota === undefined || nota === null || maxima <= minima ? 0 : (nota - minima) / (maxima - minima);
      return { pontos: fracao * peso, pontosMaximos: peso };
    }
    default:
      return { pontos: 0, pontosMaximos: 0 };
  }
}

/** The kept copy of one question and its answer. */
function copia(pergunta: Pergunta, posicao: number, resposta: Resposta | undefined): RespostaPontuada {
  const textos = (pergunta.respostas ?? []).map((alternativa) => alternativa.texto);
  const numeros = pergunta.tipo === TIPO_PERGUNTA.OBJETIVA ? (resposta?.respostaId ? [resposta.respostaId] : []) : pergunta.tipo === TIPO_PERGUNTA.MULTIPLA_ESCOLHA ? escolhidas(resposta) : [];
  const comentario = resposta?.comentario?.trim();
  const { pontos, pontosMaximos } = pontuar(pergunta, resposta);
  return {
    perguntaId: pergunta.id,
    ordem: posicao + 1,
    texto: pergunta.texto,
    tipo: pergunta.tipo,
    ...(pergunta.aspecto ? { aspecto: pergunta.aspecto } : {}),
    ...(textos.length ? { opcoes: textos } : {}),
    ...(numeros.length ? { alternativas: numeros.map((n) => textos[n - 1]!) } : {}),
    ...(pergunta.tipo === TIPO_PERGUNTA.OBJETIVA && numeros.length ? { respostaId: numeros[0] } : {}),
    ...(pergunta.tipo === TIPO_PERGUNTA.MULTIPLA_ESCOLHA && numeros.length ? { respostasIds: numeros } : {}),
    ...(pergunta.tipo === TIPO_PERGUNTA.NOTA && typeof resposta?.nota === 'number' ? { nota: resposta.nota } : {}),
    ...(comentario ? { comentario } : {}),
    pontos: arredondar(pontos),
    pontosMaximos: arredondar(pontosMaximos),
  };
}

/** Scores answers already validated (`validarRespostas`) against the model's questions and its minimum. */
export function pontuarRespostas(perguntas: Pergunta[], respostas: Resposta[], percentualMinimoAprovacao?: number | null): Resultado {
  const porPergunta = new Map(respostas.map((r) => [r.perguntaId, r]));
  const copias = emOrdem(perguntas).map((pergunta, posicao) => copia(pergunta, posicao, porPergunta.get(pergunta.id)));
  const pontos = copias.reduce((soma, c) => soma + c.pontos, 0);
  const pontosMaximos = copias.reduce((soma, c) => soma + c.pontosMaximos, 0);
  const percentual = pontosMaximos > 0 ? arredondar((pontos / pontosMaximos) * 100) : null;
  const aprovado = percentual === null || percentualMinimoAprovacao === undefined || percentualMinimoAprovacao === null ? null : percentual >= percentualMinimoAprovacao;
  return { pontos: arredondar(pontos), pontosMaximos: arredondar(pontosMaximos), percentual, aprovado, respostas: copias };
}

/** An answer as read by HR: the chosen alternatives or the grade, then the comment in quotes. */
export function textoDaResposta(resposta: RespostaPontuada): string {
  const escolha = resposta.alternativas?.join('; ') ?? (resposta.nota !== undefined ? `nota ${resposta.nota}` : undefined);
  const comentario = resposta.comentario ? `"${resposta.comentario}"` : undefined;
  return [escolha, comentario].filter(Boolean).join(' — ') || 'Sem resposta';
}
