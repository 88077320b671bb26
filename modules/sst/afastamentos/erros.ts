/** The refusals of a leave's writes and calls, each written once with its pt-BR message. */
import { AppError, errors } from '../../../server/errors';
import { descricaoDoPeriodo, type Periodo } from './periodo';

/** The message of an overlap, naming the other leave's period: also the live check's answer. */
export const mensagemSobreposicao = (outro: Periodo) => `O talento já tem um afastamento neste período: ${descricaoDoPeriodo(outro)}.`;

export const errosAfastamento = {
  sobreposicao: (outro: Periodo) => {
    const message = mensagemSobreposicao(outro);
    return errors.validation([
      { field: 'inicio', message },
      { field: 'fim', message },
    ]);
  },
  motivoDeOutraClasse: () => errors.validation([{ field: 'afastamento', message: 'O motivo não é da classe escolhida.' }]),
  anteriorInvalido: () =>
    errors.validation([{ field: 'afastamentoAnterior', message: 'A recaída continua um afastamento do mesmo talento terminado até 60 dias antes do início deste.' }]),
  classeEmUso: () => errors.validation([{ field: 'classe', message: 'A classe não pode mudar: há afastamentos com este motivo.' }]),
  integrado: () =>
    new AppError(409, 'AFASTAMENTO_INTEGRADO', 'Este afastamento já foi integrado à folha de pagamento sem erro e não pode ser alterado nem removido.'),
};
