import { Button, Card, H3, Intent } from '@blueprintjs/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import type { JsonSchema } from '../../../engine/declaration';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import { SAVED_MESSAGE } from '../../../engine/react/messages';
import { useResolveReference } from '../../../engine/react/entities-context';
import { deriveUiSchema } from '../../../engine/react/form-schema';
import { SchemaForm } from '../../../engine/react/SchemaForm';
import { useServerFieldErrors } from '../../../engine/react/server-field-errors';
import { toast } from '../toaster';
import { PageSpinner } from './PageSpinner';

interface OwnData {
  schema: JsonSchema;
  dados: Record<string, unknown>;
}

/** "Atualizar Meus Dados" of the user menu (spec §2.5): the user's own name and e-mail, as the server's form says them. */
export function OwnDataPage(): React.JSX.Element {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const resolve = useResolveReference();
  const { data } = useSWR('userinfo/meus-dados', async () => (await call(provider, 'GET /userinfo/meus-dados')) as unknown as OwnData);
  const uiSchema = useMemo(() => (data ? deriveUiSchema(data.schema, {}, resolve) : {}), [data, resolve]);
  const server = useServerFieldErrors();
  if (!data) return <PageSpinner />;

  const save = async (body: Record<string, unknown>) => {
    await server.submit(async () => {
      await call(provider, 'PATCH /userinfo/meus-dados', { body, formFields: Object.keys(data.schema.properties ?? {}) });
      toast.success(SAVED_MESSAGE);
      navigate('/');
    });
  };
  return (
    <Card className="rh-narrow-card">
      <H3>Atualizar Meus Dados</H3>
      <SchemaForm
        schema={data.schema as RJSFSchema}
        uiSchema={uiSchema}
        initialFormData={data.dados}
        extraErrors={server.extraErrors}
        onChange={server.clear}
        onSubmit={({ formData }) => void save(formData ?? {})}
      >
        <div style={{ display: 'flex', gap: 8, marginTop: 16 }}>
          <Button type="submit" intent={Intent.PRIMARY} text="Gravar" loading={server.saving} />
          <Button text="Cancelar" onClick={() => navigate('/')} />
        </div>
      </SchemaForm>
    </Card>
  );
}
