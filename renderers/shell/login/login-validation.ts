/** Client checks of the login form (spec §5 "Login"): the server's own schema and messages. */
import type { EmpresaResumo } from '../../../engine/api-types';
import { loginSchema } from '../../../engine/forms/login';
import { createAjv } from '../../../engine/validation/ajv';
import { toFieldErrors } from '../../../engine/validation/messages';
import { cpfDigits } from './cpf-mask';

export interface LoginValues {
  cpf: string;
  senha: string;
  empresaId: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

const validate = createAjv().compile(loginSchema);

/** Server field errors (`cpf`, `senha`, `empresaId`) onto the form's fields. */
export function fieldErrorsFromServer(fields: readonly { field: string; message: string }[] | undefined): LoginErrors {
  const errors: LoginErrors = {};
  for (const { field, message } of fields ?? []) {
    if (field === 'cpf' || field === 'senha' || field === 'empresaId') errors[field] ??= message;
  }
  return errors;
}

export function validateLogin(values: LoginValues, empresas: readonly EmpresaResumo[]): LoginErrors {
  const body: Record<string, unknown> = {};
  if (cpfDigits(values.cpf)) body.cpf = cpfDigits(values.cpf);
  if (values.senha) body.senha = values.senha;
  if (values.empresaId) body.empresaId = Number(values.empresaId);
  if (validate(body)) return {};
  const errors = fieldErrorsFromServer(toFieldErrors(validate.errors, loginSchema));
  // With companies to choose from the user must pick one; with none the CPF found nothing.
  if (errors.empresaId && empresas.length > 0) errors.empresaId = 'Selecione uma empresa.';
  return errors;
}
