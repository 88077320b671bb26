/** Screens of the user menu ("Atualizar Meus Dados" comes with the employee file, later). */
export const USER_ROUTES = {
  meusDados: '/usuario/meus-dados',
  alterarSenha: '/usuario/alterar-senha',
};
