import { Button, Callout, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EmpresaResumo } from '../../../engine/api-types';
import { ApiRequestError } from '../../../engine/react/data-provider';
import type { LoginCredentials } from '../session';
import { cpfDigits, maskCpf } from './cpf-mask';
import type { LoginErrors, LoginValues } from './login-validation';
import { fieldErrorsFromServer, validateLogin } from './login-validation';
import { useLoginEmpresas, type EmpresasRoute } from './use-login-empresas';

export interface LoginFormProps {
  /** Signs in; rejects with the server's `ApiRequestError`. */
  login(credentials: LoginCredentials): Promise<void>;
  /** Where to go once signed in. */
  destination: string;
  /** Call listing the companies of a CPF. */
  empresasRoute?: EmpresasRoute;
  /** The company is given (the portal's link carries it): no choice to make. */
  fixedEmpresa?: EmpresaResumo;
}

/** CPF, senha and empresa (spec §5 "Login"), for users and for candidates. */
export function LoginForm({ login, destination, empresasRoute, fixedEmpresa }: LoginFormProps): React.JSX.Element {
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginValues>({ cpf: '', senha: '', empresaId: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const digits = cpfDigits(values.cpf);
  const lookup = useLoginEmpresas(fixedEmpresa ? '' : digits, empresasRoute);
  const { empresas, loading } = fixedEmpresa ? { empresas: [fixedEmpresa], loading: false } : lookup;

  // One company is chosen for the user; a choice not among this CPF's companies is void.
  const empresaId =
    empresas.length === 1 ? String(empresas[0]?.id) : empresas.some((empresa) => String(empresa.id) === values.empresaId) ? values.empresaId : '';

  const change = (field: keyof LoginValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const found = validateLogin({ ...values, empresaId }, empresas);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    try {
      await login({ cpf: digits, senha: values.senha, empresaId: Number(empresaId) });
      navigate(destination, { replace: true });
    } catch (error) {
      const body = error instanceof ApiRequestError ? error.body : { code: '500', message: 'Erro' };
      const fieldErrors = fieldErrorsFromServer(body.fields);
      setErrors(fieldErrors);
      setMessage(body.message);
      setSubmitting(false);
    }
  };

  const intent = (field: keyof LoginValues) => (errors[field] ? Intent.DANGER : Intent.NONE);

  return (
    <form className="rh-login-form" onSubmit={(event) => void submit(event)} noValidate>
      {message ? (
        <Callout intent={Intent.DANGER} icon="error" role="alert" className="rh-login-message">
          {message}
        </Callout>
      ) : null}
      <FormGroup label="CPF" labelFor="login-cpf" labelInfo="*" helperText={errors.cpf} intent={intent('cpf')}>
        <InputGroup
          id="login-cpf"
          name="cpf"
          inputMode="numeric"
          autoComplete="username"
          placeholder="000.000.000-00"
          value={values.cpf}
          intent={intent('cpf')}
          onChange={(event) => change('cpf', maskCpf(event.target.value))}
          autoFocus
        />
      </FormGroup>
      <FormGroup label="Senha" labelFor="login-senha" labelInfo="*" helperText={errors.senha} intent={intent('senha')}>
        <InputGroup
          id="login-senha"
          name="senha"
          type="password"
          autoComplete="current-password"
          value={values.senha}
          intent={intent('senha')}
          onChange={(event) => change('senha', event.target.value)}
        />
      </FormGroup>
      <FormGroup label="Empresa" labelFor="login-empresa" labelInfo="*" helperText={errors.empresaId} intent={intent('empresaId')}>
        <HTMLSelect
          id="login-empresa"
          name="empresaId"
          fill
          value={empresaId}
          disabled={empresas.length <= 1}
          onChange={(event) => change('empresaId', event.target.value)}
        >
          <option value="">{loading ? 'Carregando…' : 'Selecione'}</option>
          {empresas.map((empresa) => (
            <option key={empresa.id} value={String(empresa.id)}>
              {empresa.nome}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <Button type="submit" intent={Intent.PRIMARY} text="Entrar" fill size="large" loading={submitting} />
    </form>
  );
}
