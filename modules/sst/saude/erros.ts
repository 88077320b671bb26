/** The refusals of the health records' writes and calls, each written once with its pt-BR message. */
import { errors } from '../../../server/errors';

export const errosSaude = {
  medicoSemContrato: () => errors.validation([{ field: 'medico', message: 'O médico não tem contrato vigente na data da solicitação.' }]),
  unificarEleMesmo: () => errors.validation([{ field: 'duplicadosIds', message: 'Um profissional não pode ser unificado com ele mesmo.' }]),
  assinaturaJaEnviada: () => errors.validation([{ field: 'assinaturaDigital', message: 'O contrato já tem assinatura digital: remova a atual para enviar outra.' }]),
  duplicadoNaoEncontrado: () => errors.validation([{ field: 'duplicadosIds', message: 'Profissional duplicado não encontrado.' }]),
};
