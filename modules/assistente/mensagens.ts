/** What the Assistente RH says (spec 02 §8), by the server and in the panel's bubbles, and how long a bubble stays (§9). */
export const MENSAGENS = {
  aguarde: 'Ok! Não vai demorar muito...',
  inseridas: 'Pronto! Sugestões inseridas.',
  erroAoAplicar: 'Ah não! Ocorreu um erro ao aplicar sugestões.',
  descanso: 'Até as mentes mais brilhantes precisam de descanso. Por favor, tente novamente mais tarde.',
  solicitacaoCadastrada: 'Solicitação cadastrada com sucesso! Em breve entraremos em contato.',
} as const;

/** The server's code for the month's credits used up: it opens the credits dialog (spec §8). */
export const LIMITE_ATINGIDO = 'OpenAICallLimitReached';

/** A bubble's lifetime: what the assistant is doing, and what went wrong (read longer). */
export const BALAO_MS = { informacao: 8000, falha: 10000 } as const;
