/** The refusals of a class's calls, each written once with its code, HTTP status and pt-BR message. */
import { formatDate } from '../../../engine/format/dates';
import { AppError, errors } from '../../../server/errors';

export const errosTurma = {
  diaComPresenca: (dia: string) => errors.validation([{ field: 'diasTurma', message: `O dia ${formatDate(dia)} tem presenças registradas e não pode ser removido.` }]),
  participanteComLancamentos: () =>
    new AppError(409, 'PARTICIPANTE_COM_LANCAMENTOS', 'Este participante tem presenças ou notas lançadas e não pode ser removido da turma.'),
  nenhumTalento: () => errors.validation([{ field: 'colaboradoresIds', message: 'Selecione ao menos um talento, uma área organizacional ou um cargo.' }]),
  talentoInvalido: () => errors.validation([{ field: 'colaboradoresIds', message: 'Selecione apenas talentos ativos da empresa.' }]),
  areaInvalida: () => errors.validation([{ field: 'areaOrganizacionalId', message: 'Área organizacional não encontrada.' }]),
  cargoInvalido: () => errors.validation([{ field: 'cargoId', message: 'Cargo não encontrado.' }]),
  turmaInvalida: () => errors.validation([{ field: 'turmaIds', message: 'Selecione apenas turmas da empresa.' }]),
  semParticipantes: () => new AppError(409, 'SEM_PARTICIPANTES', 'A turma não tem participantes.'),
};
