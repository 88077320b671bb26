import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import type { JsonSchema } from '../../../engine/declaration';
import { ApiRequestError } from '../../../engine/react/data-provider';
import { toast } from '../toaster';
import { presentApiError } from '../present-api-error';
import { messagesByField, schemaChecker } from './schema-check';
import type { FieldMessages } from './schema-check';

export const PASSWORD_CHANGED_MESSAGE = 'Senha alterada com sucesso.';

export interface PasswordChangeFormProps {
  /** `alterarSenhaSchema` or `redefinirSenhaSchema`: its password fields, in order. */
  schema: JsonSchema;
  /** Sends the passwords; a refusal is thrown (errorMode "none"), not shown: the form places it. */
  save(body: Record<string, string>): Promise<void>;
  onDone(): void;
}

/** Password fields checked here and by the server with the same schema (spec §5). */
export function PasswordChangeForm({ schema, save, onDone }: PasswordChangeFormProps): React.JSX.Element {
  const properties = schema.properties as Record<string, { title: string }>;
  const fields = Object.keys(properties);
  const check = useMemo(() => schemaChecker<string>(schema), [schema]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FieldMessages<string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    const found = check(body);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await save(body);
      toast.success(PASSWORD_CHANGED_MESSAGE);
      onDone();
    } catch (error) {
      setSaving(false);
      if (!(error instanceof ApiRequestError)) throw error;
      // A message on a field goes under it, once; any other refusal is shown as usual.
      const onFields = messagesByField(fields, error.body.fields);
      if (Object.keys(onFields).length) setErrors(onFields);
      else presentApiError(error, 'popup');
    }
  };

  return (
    <form className="rh-password-form" onSubmit={(event) => void submit(event)} noValidate>
      {fields.map((name) => (
        <FormGroup key={name} label={properties[name]!.title} labelFor={`senha-${name}`} labelInfo="*" helperText={errors[name]} intent={errors[name] ? Intent.DANGER : Intent.NONE}>
          <InputGroup
            id={`senha-${name}`}
            type="password"
            autoComplete={name === 'senha' ? 'current-password' : 'new-password'}
            value={values[name] ?? ''}
            intent={errors[name] ? Intent.DANGER : Intent.NONE}
            onChange={(event) => {
              const value = event.target.value;
              setValues((current) => ({ ...current, [name]: value }));
              setErrors((current) => ({ ...current, [name]: undefined }));
            }}
          />
        </FormGroup>
      ))}
      <Button type="submit" intent={Intent.PRIMARY} text="Gravar" loading={saving} />
    </form>
  );
}
