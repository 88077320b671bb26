import { describe, expect, it } from 'vitest';
import { respostasEmTexto } from './avaliacao-candidato';

describe('respostasEmTexto', () => {
  it('one line per question, with the answer and its points; free text has no points', () => {
    expect(
      respostasEmTexto([
        { perguntaId: 1, ordem: 1, texto: 'Atitude?', tipo: 1, alternativas: ['Converso'], respostaId: 2, pontos: 20, pontosMaximos: 20 },
        { perguntaId: 2, ordem: 2, texto: 'Ferramentas?', tipo: 5, alternativas: ['ERP', 'Planilhas'], respostasIds: [1, 2], pontos: 7, pontosMaximos: 10 },
        { perguntaId: 3, ordem: 3, texto: 'Comunicação', tipo: 4, nota: 8, comentario: 'Um exemplo', pontos: 1.56, pontosMaximos: 2 },
        { perguntaId: 4, ordem: 4, texto: 'Conte', tipo: 3, comentario: 'Negociei', pontos: 0, pontosMaximos: 0 },
        { perguntaId: 5, ordem: 5, texto: 'Opcional', tipo: 4, pontos: 0, pontosMaximos: 1 },
      ]),
    ).toBe(
      [
        '1. Atitude? — Converso (20 de 20)',
        '2. Ferramentas? — ERP; Planilhas (7 de 10)',
        '3. Comunicação — nota 8 — "Um exemplo" (1,56 de 2)',
        '4. Conte — "Negociei"',
        '5. Opcional — Sem resposta (0 de 1)',
      ].join('\n'),
    );
  });
});
