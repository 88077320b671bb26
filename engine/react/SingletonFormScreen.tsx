/**
 * The screen of a singleton entity (`"singleton": true`, one record per company): its generic
 * form, read with `GET /api/<resource>` and saved with `PATCH /api/<resource>`; it stays on
 * the form after saving, as a settings page does.
 */
import { Callout, H3, Intent, Spinner } from '@blueprintjs/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider } from './data-provider';
import type { EntityMeta } from '../api-types';
import { EntityForm } from './EntityFormScreen';
import { formSchema } from './form-schema';
import { toEditableRecord, type EditableRecord } from './record-data';

type Data = Record<string, unknown>;

export function SingletonFormScreen({ entity }: { entity: EntityMeta }): React.JSX.Element {
  const provider = useDataProvider();
  const schema = useMemo(() => formSchema(entity.schema), [entity.schema]);
  const [record, setRecord] = useState<EditableRecord | 'failed'>();
  useEffect(() => {
    const abort = new AbortController();
    provider.request<Data>('GET', `/${entity.resource}`, { signal: abort.signal }).then(
      (data) => setRecord(toEditableRecord(data, schema as RJSFSchema)),
      () => !abort.signal.aborted && setRecord('failed'),
    );
    return () => abort.abort();
  }, [provider, entity.resource, schema]);

  let body: React.JSX.Element;
  if (record === 'failed') body = <Callout intent={Intent.WARNING}>O recurso solicitado não foi encontrado.</Callout>;
  else if (!record) body = <Spinner />;
  else {
    body = (
      <EntityForm
        entity={entity}
        schema={schema}
        record={record}
        id={String(record.id)}
        save={async (data, saved) =>
          toEditableRecord(await provider.request<Data>('PATCH', `/${entity.resource}`, { body: { ...data, version: saved.version } }), schema as RJSFSchema)
        }
      />
    );
  }
  return (
    <section className="rh-entity-form">
      <H3>{entity.labelPlural}</H3>
      {body}
    </section>
  );
}
