/** Spec 02 §8, the integrity report's two messages: the server answers them, the shell shows them. */
export const SEM_INCONSISTENCIAS = 'Não existem dados para o relatório de inconsistência do banco de dados.';
export const FALHA_RELATORIO = 'Não foi possível gerar o relatório de inconsistência do banco de dados.';
/** The code the empty answer carries, shown as information rather than as an error. */
export const CODIGO_SEM_INCONSISTENCIAS = 'SEM_INCONSISTENCIAS';
