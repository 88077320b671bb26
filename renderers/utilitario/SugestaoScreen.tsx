/**
 * "Sugerir Melhoria" (user menu): any signed-in user types a suggestion in the form of the
 * `sugestaoMelhoria` declaration (GET /api/sugestao-de-melhoria/formulario) and sends it
 * (POST …/enviar); then back to the home page. The administrators list them in Utilitários.
 */
import { Callout, H3, Intent, Spinner } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { call } from '../../engine/react/api-client';
import { useDataProvider } from '../../engine/react/data-provider';
import { EntityForm } from '../../engine/react/EntityFormScreen';
import { formSchema } from '../../engine/react/form-schema';
import type { ScreenProps } from '../../engine/react/module-manifest';
import type { SugestaoForm } from '../../modules/utilitario/sugestao-melhoria.api';

const EMPTY = { data: {} };

export function SugestaoScreen({ screen }: ScreenProps): React.JSX.Element {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<SugestaoForm | 'failed'>();

  useEffect(() => {
    const abort = new AbortController();
    call(provider, 'GET /sugestao-de-melhoria/formulario', { signal: abort.signal }).then(setLoaded, () => !abort.signal.aborted && setLoaded('failed'));
    return () => abort.abort();
  }, [provider]);

  const schema = useMemo(() => (loaded && loaded !== 'failed' ? formSchema(loaded.schema) : undefined), [loaded]);
  const entity = useMemo(
    () => ({ name: 'sugestaoMelhoria', resource: 'sugestao-de-melhoria', route: screen.route, form: loaded && loaded !== 'failed' ? loaded.form : {}, can: { read: true, write: true } }),
    [loaded, screen.route],
  );

  let body: React.JSX.Element;
  if (loaded === 'failed') body = <Callout intent={Intent.WARNING}>O recurso solicitado não foi encontrado.</Callout>;
  else if (!schema) body = <Spinner />;
  else {
    body = (
      <EntityForm
        entity={entity}
        schema={schema}
        record={EMPTY}
        save={async (data) => {
          await call(provider, 'POST /sugestao-de-melhoria/enviar', { body: data });
          navigate('/');
          return EMPTY;
        }}
      />
    );
  }
  return (
    <section className="rh-entity-form">
      <H3>{screen.label}</H3>
      {body}
    </section>
  );
}
