import { describe, expect, it } from 'vitest';
import { documentoDoQuestionario } from './impressao';
import type { RespostaPontuada } from './pontuacao';

const respostas: RespostaPontuada[] = [
  { perguntaId: 1, ordem: 1, texto: 'Cumpre prazos?', tipo: 1, aspecto: 'Entrega', opcoes: ['Sempre', 'Às vezes'], alternativas: ['Sempre'], respostaId: 1, pontos: 10, pontosMaximos: 10 },
  { perguntaId: 2, ordem: 2, texto: 'Sugestões', tipo: 3, comentario: 'Mais treinamento', pontos: 0, pontosMaximos: 0 },
  { perguntaId: 3, ordem: 3, texto: 'Comunicação', tipo: 4, aspecto: 'Relacionamento', nota: 8, pontos: 7.78, pontosMaximos: 10 },
];
const cabecalho = [
  { label: 'Avaliado', value: 'Ana' },
  { label: 'Avaliador', value: '' },
];

describe('documentoDoQuestionario', () => {
  it('prints each question with the alternatives marked, the grade and the comment', () => {
    const doc = documentoDoQuestionario('Experiência 45 dias', cabecalho, respostas, { agruparPorAspecto: false, modoEconomico: false });
    expect(doc.sections[0]).toEqual({ title: 'Dados da avaliação', blocks: [{ kind: 'fields', pairs: [{ label: 'Avaliado', value: 'Ana' }] }] });
    expect(doc.sections[1]!.blocks).toEqual([
      { kind: 'text', label: '1. Cumpre prazos?', text: '(X) Sempre\n( ) Às vezes' },
      { kind: 'text', label: '2. Sugestões', text: 'Mais treinamento' },
      { kind: 'text', label: '3. Comunicação', text: 'Nota: 8' },
    ]);
  });

  it('economic mode is one table line per question; grouped, aspects in the order asked and the rest last', () => {
    const doc = documentoDoQuestionario('X', cabecalho, respostas, { agruparPorAspecto: true, modoEconomico: true });
    expect(doc.sections.map((s) => s.title)).toEqual(['Dados da avaliação', 'Entrega', 'Relacionamento', 'Outras perguntas']);
    expect(doc.sections[2]!.blocks).toEqual([{ kind: 'table', columns: ['Pergunta', 'Resposta', 'Pontos'], rows: [['3. Comunicação', 'nota 8', '7,78 de 10']] }]);
    expect(doc.sections[3]!.blocks[0]).toMatchObject({ rows: [['2. Sugestões', '"Mais treinamento"', '-']] });
  });
});
