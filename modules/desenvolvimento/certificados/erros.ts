/** Why a certificate is not printed, each written once with its code, HTTP status and pt-BR message. */
import { AppError } from '../../../server/errors';

export const errosCertificado = {
  cursoSemCertificado: () => new AppError(400, 'CURSO_SEM_CERTIFICADO', 'O curso desta turma não emite certificado.'),
  semAprovados: () => new AppError(400, 'SEM_APROVADOS', 'Nenhum participante aprovado nesta turma.'),
  naoAprovado: () => new AppError(400, 'NAO_APROVADO', 'O participante não foi aprovado nesta turma.'),
};

export const CERTIFICADO_NAO_ENCONTRADO = 'Certificado não encontrado.';
