/**
 * The one catalogue of errors the API answers, each `{code, message, fields?}` with its
 * HTTP status (spec §8). Code elsewhere throws these; the error handler only renders them.
 */
import type { ApiError, FieldError } from '../engine/api-types';

export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly fields?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ApiError {
    return this.fields ? { code: this.code, message: this.message, fields: this.fields } : { code: this.code, message: this.message };
  }
}

export const errors = {
  validation: (fields: FieldError[]) => new AppError(400, 'FIELD_VALIDATION_VIOLATION', 'Preencha os campos indicados', fields),
  badRequest: (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message),
  outOfRange: () => new AppError(400, 'OUT_OF_RANGE', 'Valor fora do intervalo permitido.'),
  noId: () => new AppError(400, 'NO_ID', 'No id in Entity'),
  idMismatch: () => new AppError(400, 'ID_MISMATCH', 'O id do corpo difere do id do endereço.'),
  unauthorized: () => new AppError(401, 'UNAUTHORIZED', 'Sessão expirada.'),
  badCredentials: () => new AppError(401, 'BAD_CREDENTIALS', 'CPF, senha ou empresa inválidos.'),
  forbidden: () => new AppError(403, 'FORBIDDEN', 'Não autorizado.'),
  sharedData: () => new AppError(403, 'SHARED_DATA', 'Somente o administrador do sistema altera dados compartilhados por todas as empresas.'),
  crossSite: () => new AppError(403, 'CROSS_SITE', 'Requisição de outro site recusada.'),
  notFound: () => new AppError(404, 'NOT_FOUND', 'O recurso solicitado não foi encontrado.'),
  staleVersion: () =>
    new AppError(409, 'STALE_VERSION', 'O registro foi alterado por outro usuário. Recarregue a página e tente novamente.'),
  /** `usedBy`: what still refers to it, "Candidatos (3)". */
  inUse: (usedBy: string[] = []) =>
    new AppError(409, 'IN_USE', `O registro não pode ser removido porque está em uso${usedBy.length ? `: ${usedBy.join(', ')}` : ''}.`),
  duplicate: () => new AppError(409, 'DUPLICATE', 'Já existe um registro com estes dados.'),
  tooManyAttempts: () => new AppError(429, 'TOO_MANY_ATTEMPTS', 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'),
  accountLocked: (minutes: number) =>
    new AppError(
      429,
      'ACCOUNT_LOCKED',
      `Acesso bloqueado temporariamente por excesso de tentativas com senha incorreta. Tente novamente em ${minutes} minutos ou use "Esqueci minha senha".`,
    ),
  addressLocked: (minutes: number) =>
    new AppError(429, 'ADDRESS_LOCKED', `Muitas tentativas de login deste endereço. Tente novamente em ${minutes} minutos.`),
  internal: () => new AppError(500, '500', 'Erro'),
};
