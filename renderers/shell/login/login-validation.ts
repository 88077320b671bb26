/** Client checks of the login form (spec §5 "Login"): the server's own schema and messages. */
import type { EmpresaResumo } from '../../../engine/api-types';
import { loginSchema } from '../../../engine/forms/login';
import { messagesByField, schemaChecker } from '../forms/schema-check';
import type { FieldMessages } from '../forms/schema-check';
import { cpfDigits } from './cpf-mask';

export interface LoginValues {
  cpf: string;
  senha: string;
  empresaId: string;
}

export type LoginErrors = FieldMessages<keyof LoginValues>;

const check = schemaChecker<keyof LoginValues>(loginSchema);

/** Server field errors (`cpf`, `senha`, `empresaId`) onto the form's fields. */
export function fieldErrorsFromServer(fields: readonly { field: string; message: string }[] | undefined): LoginErrors {
  return messagesByField(['cpf', 'senha', 'empresaId'], fields);
}

export function validateLogin(values: LoginValues, empresas: readonly EmpresaResumo[]): LoginErrors {
  const body: Record<string, unknown> = {};
  if (cpfDigits(values.cpf)) body.cpf = cpfDigits(values.cpf);
  if (values.senha) body.senha = values.senha;
  if (values.empresaId) body.empresaId = Number(values.empresaId);
  const errors = check(body);
  // With companies to choose from the user must pick one; with none the CPF found nothing.
  if (errors.empresaId && empresas.length > 0) errors.empresaId = 'Selecione uma empresa.';
  return errors;
}
