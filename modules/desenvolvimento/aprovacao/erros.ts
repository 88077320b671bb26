/** The refusals of the course evaluations of a class, each written once with its code, HTTP status and pt-BR message. */
import { AppError } from '../../../server/errors';

const noCampo = (field: string, message: string) => new AppError(400, 'FIELD_VALIDATION_VIOLATION', 'Preencha os campos indicados', [{ field, message }]);

export const errosAvaliacao = {
  foraDoCurso: () => noCampo('avaliacaoCursoId', 'Esta avaliação não é do curso desta turma.'),
  naoParticipa: () => noCampo('colaboradorTurmaId', 'Este talento não participa desta turma.'),
  percentualAcimaDe100: () => noCampo('valor', 'O percentual não pode ser maior que 100.'),
  resultadoDoQuestionario: () => noCampo('valor', 'O resultado desta avaliação vem do questionário respondido.'),
  semPontuacao: () => new AppError(409, 'SEM_PONTUACAO', 'Este modelo de avaliação não pontua: nenhuma pergunta dele vale pontos.'),
  semModelo: () => new AppError(404, 'NOT_FOUND', 'Este modelo de avaliação não é avaliação do curso desta turma.'),
};
