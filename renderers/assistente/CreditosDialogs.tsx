/**
 * When the month's credits are used up: "Precisa de mais créditos?", then the credits request in
 * the form of its declaration (schemas/assistente/solicitacao-creditos.json), sent to its POST;
 * the server's messages go on their fields, any other failure is a popup (spec §7).
 */
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useDataProvider } from '../../engine/react/data-provider';
import { useEntities, useResolveReference } from '../../engine/react/entities-context';
import { deriveUiSchema, formSchema, propertiesOf } from '../../engine/react/form-schema';
import { FormDialog } from '../../engine/react/FormDialog';
import { useServerFieldErrors } from '../../engine/react/server-field-errors';
import { useShellKit } from '../../engine/react/shell-kit';
import { MENSAGENS } from '../../modules/assistente/mensagens';

export function CreditosDialogs({ onClose }: { onClose: () => void }): React.JSX.Element {
  const [solicitar, setSolicitar] = useState(false);
  if (solicitar) return <SolicitacaoCreditosDialog onClose={onClose} />;
  return (
    <Dialog isOpen title="Precisa de mais créditos?" onClose={onClose} style={{ width: 460 }}>
      <DialogBody>
        <p>Os créditos gratuitos do Assistente RH deste mês acabaram: são 10 por mês, que não se acumulam, e voltam no próximo mês.</p>
        <p>Precisa de mais agora? Solicite créditos e entraremos em contato.</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Agora não" onClick={onClose} />
            <Button intent={Intent.PRIMARY} icon="shopping-cart" text="Solicitar créditos" onClick={() => setSolicitar(true)} />
          </>
        }
      />
    </Dialog>
  );
}

function SolicitacaoCreditosDialog({ onClose }: { onClose: () => void }): React.JSX.Element | null {
  const provider = useDataProvider();
  const { toast } = useShellKit();
  const resolve = useResolveReference();
  const entity = useEntities().find((e) => e.name === 'solicitacaoCreditos');
  const server = useServerFieldErrors();
  const schema = useMemo(() => entity && formSchema(entity.schema), [entity]);
  const uiSchema = useMemo(() => (entity && schema ? deriveUiSchema(schema, entity.form ?? {}, resolve) : undefined), [entity, schema, resolve]);
  if (!entity || !schema) return null;
  const formFields = Object.keys(propertiesOf(schema));

  const submit = async (data: Record<string, unknown>) => {
    await server.submit(async () => {
      await provider.create(entity.resource, data, { formFields, errorMode: 'popup' });
      toast.success(MENSAGENS.solicitacaoCadastrada);
      onClose();
    });
  };

  return (
    <FormDialog
      formId="solicitacao-creditos"
      title="Solicitar créditos"
      schema={schema as RJSFSchema}
      uiSchema={uiSchema}
      submitText="Enviar"
      submitIcon="send-message"
      submitting={server.saving}
      extraErrors={server.extraErrors}
      onChange={server.clear}
      onClose={onClose}
      onSubmit={({ formData }) => void submit(formData ?? {})}
    />
  );
}
