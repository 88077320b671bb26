/**
 * Screens of the user menu. They belong to later issues; until then the routes answer 404.
 */
export const USER_ROUTES = {
  meusDados: '/usuario/meus-dados',
  alterarSenha: '/usuario/alterar-senha',
};
