import { Button, Callout, Card, Elevation, FormGroup, H3, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { redefinirSenhaSchema } from '../../../engine/forms/alterar-senha';
import type { PedidoRecuperacaoSenha } from '../../../modules/captacao/portal/portal.api';
import { ApiRequestError, useDataProvider } from '../../../engine/react/data-provider';
import { formatMasked } from '../../../engine/format/masks';
import { PasswordChangeForm } from '../forms/PasswordChangeForm';
import { PageSpinner } from '../pages/PageSpinner';
import { empresaIdFromSearch, withEmpresaId } from './external-links';
import { call } from '../../../engine/react/api-client';

/**
 * /externo/recuperar-senha (spec §2.3, §7 "PUT /recuperar-senha"): the CPF asks for a link by
 * e-mail; the link (`?token=`) leads to choosing a new password.
 */
export function RecoverPasswordPage(): React.JSX.Element {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token');
  const { empresaId } = empresaIdFromSearch(search);
  return (
    <div className="rh-login-page">
      <Card elevation={Elevation.TWO} className="rh-login-card">
        <H3>Recuperar Senha</H3>
        {token ? <NewPassword token={token} empresaId={empresaId} /> : <AskForLink empresaId={empresaId} />}
        <p className="rh-login-footer">
          <Link to={withEmpresaId('/externo/login', empresaId)}>Voltar para o login</Link>
        </p>
      </Card>
    </div>
  );
}

function AskForLink({ empresaId }: { empresaId: string | null }): React.JSX.Element {
  const provider = useDataProvider();
  const [cpf, setCpf] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [sending, setSending] = useState(false);
  if (!empresaId) return <Callout intent={Intent.DANGER}>Empresa ID inválido. Revise ou solicite novamente o link</Callout>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = cpf.replace(/\D/g, '');
    if (digits.length !== 11) return setError('Cpf inválido.');
    setSending(true);
    try {
      const answer = await call(provider, 'PUT /externo/candidatos/recuperar-senha', { body: { cpf: digits, empresaId: Number(empresaId) } satisfies PedidoRecuperacaoSenha, errorMode: 'popup' });
      setSent(answer.message);
    } catch (failure) {
      if (failure instanceof ApiRequestError) setError(failure.body.fields?.[0]?.message);
    } finally {
      setSending(false);
    }
  };
  if (sent) return <Callout intent={Intent.SUCCESS} role="status">{sent}</Callout>;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormGroup label="CPF" labelFor="recuperar-cpf" labelInfo="*" helperText={error} intent={error ? Intent.DANGER : Intent.NONE}>
        <InputGroup
          id="recuperar-cpf"
          value={cpf}
          inputMode="numeric"
          intent={error ? Intent.DANGER : Intent.NONE}
          onChange={(event) => {
            setCpf(formatMasked('cpf', event.target.value.replace(/\D/g, '').slice(0, 11)));
            setError(undefined);
          }}
        />
      </FormGroup>
      <Button type="submit" intent={Intent.PRIMARY} text="Enviar" loading={sending} />
    </form>
  );
}

function NewPassword({ token, empresaId }: { token: string; empresaId: string | null }): React.JSX.Element {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const check = useSWR(['externo/redefinir-senha', token], () =>
    call(provider, 'GET /externo/candidatos/redefinir-senha', { params: { token }, errorMode: 'none' }),
  );
  if (!check.data && !check.error) return <PageSpinner />;
  if (!check.data?.valido) {
    return (
      <Callout intent={Intent.WARNING}>
        O link para redefinir a senha é inválido ou expirou. <Link to={withEmpresaId('/externo/recuperar-senha', empresaId)}>Solicite um novo.</Link>
      </Callout>
    );
  }
  return (
    <PasswordChangeForm
      schema={redefinirSenhaSchema}
      save={async (body) => void (await call(provider, 'POST /externo/candidatos/redefinir-senha', { body: { ...body, token }, errorMode: 'none' }))}
      onDone={() => navigate(withEmpresaId('/externo/login', empresaId), { replace: true })}
    />
  );
}
