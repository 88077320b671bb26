import type { RJSFSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { indicacaoAmigoSchema, INDICACAO_FALHOU } from '../../../engine/forms/indicacao-amigo';
import { deriveUiSchema } from '../../../engine/react/form-schema';
import { FormDialog } from '../../../engine/react/FormDialog';
import type { SchemaFormData } from '../../../engine/react/SchemaForm';
import { useServerFieldErrors } from '../../../engine/react/server-field-errors';
import { ApiRequestError, useDataProvider } from '../../../engine/react/data-provider';
import { toast } from '../../shell/toaster';
import { call } from '../../../engine/react/api-client';

/** Nothing here refers to another entity. */
const noReferences = () => undefined;

/** "Enviar para um amigo" (spec §2.8): the visitor's and the friend's names and e-mails, and the captcha. */
export function FriendReferralDialog({ anuncio, empresaId, onClose }: { anuncio: { id: number; titulo: string }; empresaId: number; onClose(): void }): React.JSX.Element {
  const provider = useDataProvider();
  const uiSchema = useMemo(() => deriveUiSchema(indicacaoAmigoSchema, { fields: { recaptcha: { widget: 'captcha' } } }, noReferences), []);
  const server = useServerFieldErrors();
  const [sending, setSending] = useState(false);

  const send = async (body: SchemaFormData) => {
    setSending(true);
    try {
      const answer = await call(provider, 'POST /externo/anuncios/{id}/enviar-amigo', {
        path: { id: anuncio.id },
        params: { empresaId },
        body,
        errorMode: 'none',
      });
      toast.success(answer.message);
      onClose();
    } catch (error) {
      if (!server.take(error).length) toast.error(error instanceof ApiRequestError ? error.body.message : INDICACAO_FALHOU);
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialog
      formId="indicacao-amigo"
      title={`Enviar para um amigo: ${anuncio.titulo}`}
      schema={indicacaoAmigoSchema as RJSFSchema}
      uiSchema={uiSchema}
      extraErrors={server.extraErrors}
      submitText="Enviar"
      submitIcon="envelope"
      submitting={sending}
      onClose={onClose}
      onChange={server.clear}
      onSubmit={({ formData }) => void send(formData ?? {})}
    />
  );
}
