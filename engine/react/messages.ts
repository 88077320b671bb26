/** The spec §8 messages every generic form and dialog shows. */
export const FILL_IN_MESSAGE = 'Preencha os campos indicados';
export const SAVED_MESSAGE = 'Registro salvo com sucesso.';
