/**
 * /utilitario/empresas: the session company's configuration (spec §3.6), edited by its
 * administrator — the generic form of whatever configuration properties the `empresa`
 * declaration has, in its tabs (GET /api/meta/configuracao-empresa), saved with
 * PUT /api/empresas/{id}/configuracao. Rules it drives apply from the next form opened.
 */
import { Callout, H3, Intent, Spinner } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { EntityForm } from '../../engine/react/EntityFormScreen';
import { formSchema } from '../../engine/react/form-schema';
import type { EditableRecord } from '../../engine/react/record-data';
import { useDataProvider } from '../../engine/react/data-provider';
import type { ScreenProps } from '../../engine/react/module-manifest';
import { useSession } from '../shell/session';
import type { ConfigurationForm } from '../../modules/utilitario/configuracao.api';
import { call } from '../../engine/react/api-client';

type Data = Record<string, unknown>;

const toRecord = ({ version, ...data }: Data): EditableRecord => ({ data, version: typeof version === 'number' ? version : undefined });

export function CompanyConfigScreen({ screen }: ScreenProps): React.JSX.Element {
  const provider = useDataProvider();
  const empresa = useSession().state.empresa;
  const [loaded, setLoaded] = useState<{ configuration: ConfigurationForm; record: EditableRecord } | 'failed'>();

  useEffect(() => {
    if (!empresa) return;
    const abort = new AbortController();
    Promise.all([
      call(provider, 'GET /meta/configuracao-empresa', { signal: abort.signal }),
      call(provider, 'GET /empresas/{id}/configuracao', { path: { id: empresa.id }, signal: abort.signal }),
    ]).then(
      ([configuration, data]) => setLoaded({ configuration, record: toRecord(data) }),
      () => !abort.signal.aborted && setLoaded('failed'),
    );
    return () => abort.abort();
  }, [provider, empresa]);

  const schema = useMemo(() => (loaded && loaded !== 'failed' ? formSchema(loaded.configuration.schema) : undefined), [loaded]);
  const entity = useMemo(
    () => ({
      name: 'empresa',
      resource: 'empresas',
      route: screen.route,
      form: loaded && loaded !== 'failed' ? loaded.configuration.form : {},
      can: { read: true, write: true },
    }),
    [loaded, screen.route],
  );

  let body: React.JSX.Element;
  if (loaded === 'failed') body = <Callout intent={Intent.WARNING}>O recurso solicitado não foi encontrado.</Callout>;
  else if (!loaded || !schema || !empresa) body = <Spinner />;
  else {
    body = (
      <EntityForm
        entity={entity}
        schema={schema}
        record={loaded.record}
        id={String(empresa.id)}
        save={async (data, record) =>
          toRecord(await call(provider, 'PUT /empresas/{id}/configuracao', { path: { id: empresa.id }, body: { ...data, version: record.version } }))
        }
      />
    );
  }
  return (
    <section className="rh-entity-form">
      <H3>{screen.label}{empresa ? ` — ${empresa.nome}` : ''}</H3>
      {body}
    </section>
  );
}
