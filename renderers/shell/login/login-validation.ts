/** Client checks of the login form (spec §5 "Login"), run on submit. */
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import type { EmpresaResumo } from '../../../engine/api-types';

export interface LoginValues {
  cpf: string;
  senha: string;
  empresaId: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export function validateLogin(values: LoginValues, empresas: readonly EmpresaResumo[]): LoginErrors {
  const errors: LoginErrors = {};
  const digits = values.cpf.replace(/\D/g, '');
  if (!digits) errors.cpf = 'CPF é obrigatório';
  else if (digits.length !== 11 || !isValidCpf(digits)) errors.cpf = 'CPF inválido';
  if (!values.senha) errors.senha = 'Senha é obrigatória';
  // With companies to choose from the user must pick one; with none the CPF found nothing.
  if (!values.empresaId) errors.empresaId = empresas.length > 0 ? 'Selecione uma empresa.' : 'Empresa é obrigatória';
  return errors;
}

/** Server field errors (`cpf`, `senha`, `empresaId`) onto the form's fields. */
export function fieldErrorsFromServer(fields: readonly { field: string; message: string }[] | undefined): LoginErrors {
  const errors: LoginErrors = {};
  for (const { field, message } of fields ?? []) {
    if (field === 'cpf' || field === 'senha' || field === 'empresaId') errors[field] ??= message;
  }
  return errors;
}
