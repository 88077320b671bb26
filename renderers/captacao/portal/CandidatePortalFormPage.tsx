import { Callout, H3, Intent } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { alterarSenhaSchema } from '../../../engine/forms/alterar-senha';
import { EntityForm } from '../../../engine/react/EntityFormScreen';
import { EntitiesProvider } from '../../../engine/react/entities-context';
import { formSchema } from '../../../engine/react/form-schema';
import { toEditableRecord } from '../../../engine/react/record-data';
import { useDataProvider } from '../../../engine/react/data-provider';
import { PasswordChangeForm } from '../../shell/forms/PasswordChangeForm';
import { PageSpinner } from '../../shell/pages/PageSpinner';
import { empresaIdFromSearch, withEmpresaId } from '../../shell/external/external-links';
import { useExternalSession } from '../../shell/external/external-session';
import { askPrivacyTerm } from '../../shell/external/PrivacyTermDialog';
import { useExternalBranding } from '../../shell/external/use-external-branding';
import { call } from '../../../engine/react/api-client';

type Data = Record<string, unknown>;

/** The candidate went back from the term: nothing was sent, nothing to say. */
const TERM_DECLINED = 'termo não aceito';

/**
 * /externo/candidatos/new and /externo/candidatos/{id} (spec §2.3, §5): the résumé form HR
 * uses — the same declaration and company configuration — without what only HR sees; the
 * server decides which fields those are. `?tab=senha` is "Alterar Senha".
 */
export function CandidatePortalFormPage(): React.JSX.Element {
  const { id } = useParams();
  const { search } = useLocation();
  const session = useExternalSession();
  const own = session.state.candidato;
  if (id !== undefined && String(own?.id) !== id) return <Callout intent={Intent.WARNING}>O recurso solicitado não foi encontrado.</Callout>;
  if (id !== undefined && new URLSearchParams(search).get('tab') === 'senha') return <CandidatePasswordTab id={id} />;
  const empresaId = session.state.empresa?.id ?? empresaIdFromSearch(search).empresaId;
  if (!empresaId) return <Callout intent={Intent.DANGER}>Empresa ID inválido. Revise ou solicite novamente o link</Callout>;
  return <ResumeForm key={id ?? 'new'} id={id} empresaId={String(empresaId)} />;
}

function ResumeForm({ id, empresaId }: { id?: string; empresaId: string }): React.JSX.Element {
  const provider = useDataProvider();
  const session = useExternalSession();
  const navigate = useNavigate();
  const modo = id === undefined ? 'cadastro' : 'edicao';
  const branding = useExternalBranding(empresaId);
  const completing = new URLSearchParams(useLocation().search).has('completar');
  const form = useSWR(['externo/candidatos/formulario', empresaId, modo], () =>
    call(provider, 'GET /externo/candidatos/formulario', { params: { empresaId, modo } }),
  );
  const record = useSWR(id ? ['externo/candidatos', id] : null, () => call(provider, 'GET /externo/candidatos/{id}', { path: { id: id! } }));
  const schema = useMemo(() => (form.data ? formSchema(form.data.schema) : undefined), [form.data]);
  const entity = form.data?.entities.find((e) => e.name === 'candidato');

  if (form.error || record.error) return <Callout intent={Intent.WARNING}>O recurso solicitado não foi encontrado.</Callout>;
  if (!schema || !entity || !form.data || (id && !record.data)) return <PageSpinner />;

  const save = async (data: Data, current: { id?: number; version?: number }) => {
    if (id === undefined) {
      // The term comes before anything is sent; going back sends nothing and keeps the form as filled.
      const aceiteTermo = branding?.exigirAceitePsi ? await askPrivacyTerm(provider, empresaId) : undefined;
      if (branding?.exigirAceitePsi && !aceiteTermo) throw new Error(TERM_DECLINED);
      const info = await call(provider, 'POST /externo/candidatos', { params: { empresaId, aceiteTermo }, body: data });
      await session.refresh();
      // Signed in: the rest of the résumé, when the candidate wants.
      navigate(withEmpresaId(`/externo/candidatos/${info.candidato!.id}?completar=1`, empresaId), { replace: true });
      return { data };
    }
    const saved = await call(provider, 'PUT /externo/candidatos/{id}', { path: { id }, body: { ...data, id: current.id, version: current.version } });
    await session.refresh();
    return toEditableRecord(saved, schema);
  };

  return (
    <section className="rh-entity-form rh-external-resume">
      <H3>{id === undefined ? 'Cadastrar Currículo' : 'Editar Cadastro'}</H3>
      {id === undefined ? <p className="rh-external-hint">Só o essencial agora; o restante do currículo você completa depois de entrar.</p> : null}
      {completing ? (
        <Callout intent={Intent.SUCCESS} icon="tick-circle" className="rh-external-hint">
          Cadastro feito. Complete o seu currículo quando quiser: experiências, formação, idiomas e endereço ajudam a empresa a conhecer você.
        </Callout>
      ) : null}
      <EntitiesProvider entities={form.data.entities}>
        <EntityForm
          entity={entity}
          schema={schema}
          record={record.data ? toEditableRecord(record.data, schema) : { data: {} }}
          id={id}
          save={save}
          withoutExtension
        />
      </EntitiesProvider>
    </section>
  );
}

/** "Alterar Senha" (spec §2.4): the current password, then the new one twice. */
function CandidatePasswordTab({ id }: { id: string }): React.JSX.Element {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const { state } = useExternalSession();
  return (
    <section className="rh-external-password">
      <H3>Alterar Senha</H3>
      <PasswordChangeForm
        schema={alterarSenhaSchema}
        save={async (body) => void (await call(provider, 'PATCH /externo/candidatos/{id}/alterar-senha', { path: { id: id! }, body, errorMode: 'none' }))}
        onDone={() => navigate(withEmpresaId('/externo/anuncios', state.empresa?.id))}
      />
    </section>
  );
}
