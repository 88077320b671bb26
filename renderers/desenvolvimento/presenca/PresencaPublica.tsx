/**
 * /externo/presenca?empresaId=&token= — the page the day's QR code opens on a participant's
 * phone, without any login: the course and the day, then CPF and birth date, and "Presença
 * registrada" with the course, the day and their name. A refusal (link expired or altered,
 * not in the class, already marked) is shown as the server words it.
 */
import { Button, Callout, Card, FormGroup, H3, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { formatDate } from '../../../engine/format/dates';
import { formatMasked } from '../../../engine/format/masks';
import { call } from '../../../engine/react/api-client';
import { ApiRequestError, useDataProvider } from '../../../engine/react/data-provider';
import type { PresencaRegistrada } from '../../../modules/desenvolvimento/presenca/presenca.api';
import './presenca.css';
import { DateInput } from '../../theme/components/DateInput';

type Erros = Partial<Record<'cpf' | 'dataNascimento', string>>;

export function PresencaPublica(): React.JSX.Element {
  const provider = useDataProvider();
  const token = useSearchParams()[0].get('token') ?? '';
  const { data: aula, error } = useSWR(['presenca-publica', token], () => call(provider, 'GET /externo/presenca', { params: { token }, errorMode: 'none' }));
  const [cpf, setCpf] = useState('');
  const [dataNascimento, setDataNascimento] = useState('');
  const [erros, setErros] = useState<Erros>({});
  const [recusa, setRecusa] = useState<string>();
  const [enviando, setEnviando] = useState(false);
  const [registrada, setRegistrada] = useState<PresencaRegistrada>();

  if (error) return <Callout className="rh-presenca-publica" intent={Intent.DANGER} title="Link de presença">{(error as Error).message}</Callout>;
  if (!aula) return <Spinner />;
  if (registrada) {
    return (
      <Card className="rh-presenca-publica">
        <Callout intent={Intent.SUCCESS} icon="tick-circle" title={registrada.mensagem}>
          <p>
            <strong>{registrada.nome}</strong>
          </p>
          <p>
            {registrada.curso} — {registrada.dia}
          </p>
        </Callout>
      </Card>
    );
  }

  const confirmar = async (evento: React.FormEvent) => {
    evento.preventDefault();
    const digitos = cpf.replace(/\D/g, '');
    const faltando: Erros = {
      ...(digitos.length !== 11 ? { cpf: 'Informe o CPF com 11 dígitos.' } : {}),
      ...(!dataNascimento ? { dataNascimento: 'Data de nascimento é obrigatória' } : {}),
    };
    setErros(faltando);
    setRecusa(undefined);
    if (Object.keys(faltando).length) return;
    setEnviando(true);
    try {
      setRegistrada(await call(provider, 'POST /externo/presenca', { body: { token, cpf: digitos, dataNascimento }, errorMode: 'none' }));
    } catch (e) {
      if (e instanceof ApiRequestError && e.body.fields?.length) setErros(Object.fromEntries(e.body.fields.map((f) => [f.field, f.message])));
      else setRecusa((e as Error).message);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Card className="rh-presenca-publica">
      <H3>Confirmar presença</H3>
      <p>
        <strong>{aula.curso}</strong>
        <br />
        {aula.turma} — {formatDate(aula.dia)}
      </p>
      <form onSubmit={(e) => void confirmar(e)} noValidate>
        <FormGroup label="CPF" labelFor="presenca-cpf" intent={erros.cpf ? Intent.DANGER : Intent.NONE} helperText={erros.cpf}>
          <InputGroup id="presenca-cpf" inputMode="numeric" autoComplete="off" large value={cpf} intent={erros.cpf ? Intent.DANGER : Intent.NONE} onChange={(e) => setCpf(formatMasked('cpf', e.currentTarget.value.replace(/\D/g, '').slice(0, 11)))} />
        </FormGroup>
        <FormGroup label="Data de nascimento" labelFor="presenca-nascimento" intent={erros.dataNascimento ? Intent.DANGER : Intent.NONE} helperText={erros.dataNascimento}>
          <DateInput id="presenca-nascimento" large value={dataNascimento} invalid={Boolean(erros.dataNascimento)} onChange={(valor) => setDataNascimento(typeof valor === 'string' ? valor : '')} />
        </FormGroup>
        {recusa ? (
          <Callout intent={Intent.DANGER} role="alert">
            {recusa}
          </Callout>
        ) : null}
        <Button type="submit" intent={Intent.PRIMARY} large fill loading={enviando} text="Confirmar presença" className="rh-presenca-confirmar" />
      </form>
    </Card>
  );
}
