/** The refusals of marking presence, each written once with its code, HTTP status and pt-BR message. */
import { AppError } from '../../../server/errors';

export const errosPresenca = {
  foraDosDias: () => new AppError(400, 'FIELD_VALIDATION_VIOLATION', 'Preencha os campos indicados', [{ field: 'dia', message: 'A presença só pode ser marcada em um dia da turma.' }]),
  naoParticipa: () =>
    new AppError(400, 'FIELD_VALIDATION_VIOLATION', 'Preencha os campos indicados', [{ field: 'colaboradorTurmaIds', message: 'Há participantes que não pertencem a esta turma.' }]),
  qrForaDoDia: () => new AppError(409, 'QR_FORA_DO_DIA', 'O QR code de presença só pode ser gerado no dia de uma aula da turma.'),
  linkInvalido: () => new AppError(400, 'LINK_INVALIDO', 'Este link de presença não é válido. Leia novamente o QR code da aula.'),
  linkExpirado: () => new AppError(410, 'LINK_EXPIRADO', 'Este link de presença expirou: ele vale apenas no dia da aula. Peça ao instrutor o QR code de hoje.'),
  naoEncontrado: () =>
    new AppError(404, 'PARTICIPANTE_NAO_ENCONTRADO', 'Não encontramos um participante desta turma com este CPF e esta data de nascimento.'),
  jaRegistrada: () => new AppError(409, 'PRESENCA_JA_REGISTRADA', 'Sua presença neste dia já foi registrada.'),
};

export const PRESENCA_REGISTRADA = 'Presença registrada';
