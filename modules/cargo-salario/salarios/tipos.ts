/**
 * How a salary is set (codigos#/$defs/tipoSalario; a faixa's history uses the last two,
 * tipoSalarioFaixa): by the cargo (its faixa), by an índice × a quantity, or by a value.
 */
export const POR_CARGO = 1;
export const POR_INDICE = 2;
export const POR_VALOR = 3;
