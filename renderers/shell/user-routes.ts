/** Screens of the user menu. */
export const USER_ROUTES = {
  meusDados: '/usuario/meus-dados',
  alterarSenha: '/usuario/alterar-senha',
  /** Declared in schemas/utilitario/telas/enviar-sugestao.json. */
  sugestao: '/sugestao-de-melhoria/enviar',
};
