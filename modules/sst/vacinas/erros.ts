/** The refusals of the vaccination writes, each written once with its pt-BR message. */
import { formatDate } from '../../../engine/format/dates';
import { errors } from '../../../server/errors';

const ordinal = (n: number) => `${n}ª dose`;

export const errosVacinacao = {
  anteriorPendente: (numero: number) => errors.validation([{ field: 'dataRealizacao', message: `Registre antes a ${ordinal(numero - 1)}.` }]),
  antesDaAnterior: (numero: number, data: string) =>
    errors.validation([{ field: 'dataRealizacao', message: `A data da realização não pode ser anterior à da ${ordinal(numero - 1)} (${formatDate(data)}).` }]),
  depoisDaSeguinte: (numero: number, data: string) =>
    errors.validation([{ field: 'dataRealizacao', message: `A data da realização não pode ser posterior à da ${ordinal(numero + 1)} (${formatDate(data)}).` }]),
  seguinteRecebida: (numero: number) => errors.validation([{ field: 'dataRealizacao', message: `A ${ordinal(numero + 1)} já foi registrada: apague antes a data dela.` }]),
  quantidadeDeDoses: (quantidade: number) =>
    errors.validation([{ field: 'doses', message: quantidade === 1 ? 'Informe 1 dose: uma linha para cada dose.' : `Informe ${quantidade} doses: uma linha para cada dose.` }]),
  /** The message the dose's declaration gives a missing value of it ("Dias até a próxima dose são obrigatórios"). */
  diasObrigatorios: (indices: number[], mensagem: string) => errors.validation(indices.map((i) => ({ field: `doses.${i}.diasProximaDose`, message: mensagem }))),
  vacinaInvalida: () => errors.validation([{ field: 'vacinaId', message: 'Vacina não encontrada.' }]),
  talentoInvalido: () => errors.validation([{ field: 'colaboradorIds', message: 'Talento não encontrado.' }]),
};

export { ordinal };
