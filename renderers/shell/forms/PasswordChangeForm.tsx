import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { alterarSenhaSchema } from '../../../engine/forms/alterar-senha';
import type { AlterarSenhaBody } from '../../../engine/forms/alterar-senha';
import { ApiRequestError } from '../../api/data-provider';
import { toast } from '../toaster';
import { messagesByField, schemaChecker } from './schema-check';
import type { FieldMessages } from './schema-check';

type Field = keyof AlterarSenhaBody;

const FIELDS: { name: Field; autoComplete: string }[] = [
  { name: 'senha', autoComplete: 'current-password' },
  { name: 'novaSenha', autoComplete: 'new-password' },
  { name: 'confirmacaoNovaSenha', autoComplete: 'new-password' },
];

const check = schemaChecker<Field>(alterarSenhaSchema);
const labels = alterarSenhaSchema.properties as Record<Field, { title: string }>;

export const PASSWORD_CHANGED_MESSAGE = 'Senha alterada com sucesso.';

/** Current password, new one and its confirmation (spec §5), checked here and by the server. */
export function PasswordChangeForm({ save, onDone }: { save(body: AlterarSenhaBody): Promise<void>; onDone(): void }): React.JSX.Element {
  const [values, setValues] = useState<AlterarSenhaBody>({ senha: '', novaSenha: '', confirmacaoNovaSenha: '' });
  const [errors, setErrors] = useState<FieldMessages<Field>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    const found = check(body);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await save(values);
      toast.success(PASSWORD_CHANGED_MESSAGE);
      onDone();
    } catch (error) {
      // Other failures were shown by the provider.
      if (error instanceof ApiRequestError) setErrors(messagesByField(FIELDS.map((f) => f.name), error.body.fields));
      setSaving(false);
    }
  };

  return (
    <form className="rh-password-form" onSubmit={(event) => void submit(event)} noValidate>
      {FIELDS.map(({ name, autoComplete }) => (
        <FormGroup key={name} label={labels[name].title} labelFor={`senha-${name}`} labelInfo="*" helperText={errors[name]} intent={errors[name] ? Intent.DANGER : Intent.NONE}>
          <InputGroup
            id={`senha-${name}`}
            type="password"
            autoComplete={autoComplete}
            value={values[name]}
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
