/**
 * A saved professional's form shows, under the contracts, each contract's digital signature:
 * the image as a preview, or the upload of a PNG or JPG and, once sent, its removal (a contract
 * keeps one; to change it, remove it and send another). The files go through the contract's
 * generic file routes (`/contratos/{id}/assinatura-digital`), which check kind and size; the
 * contracts are read under the same key as the contracts' list above, so a contract added
 * there shows here at once.
 */
import { Button, Callout, Card, FileInput, FormGroup, Intent, Section, SectionCard } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import type { EntityMeta } from '../../../engine/api-types';
import type { JsonSchema } from '../../../engine/declaration';
import { formatDate } from '../../../engine/format/dates';
import { loadedMessage } from '../../../engine/format/files';
import { ApiRequestError, useDataProvider } from '../../../engine/react/data-provider';
import { useEntities } from '../../../engine/react/entities-context';
import { REMOVED_MESSAGE, REMOVE_QUESTION } from '../../../engine/react/EntityListScreen';
import type { FormExtensionProps } from '../../../engine/react/shell-kit';
import type { AssinaturaContratoRegistro, ContratoProfissionalRegistro } from '../../../generated/entities';
import { confirm } from '../../shell/confirm';
import { toast } from '../../shell/toaster';

type Contrato = ContratoProfissionalRegistro & { id: number };
type Assinatura = AssinaturaContratoRegistro & { id: number; version: number };

/** The contract's type as the declaration titles it. */
const tipoDe = (contratos: EntityMeta | undefined, codigo: unknown): string =>
  (((contratos?.schema.properties as Record<string, JsonSchema> | undefined)?.tipoContrato)?.oneOf as { const: string; title: string }[] | undefined)?.find((o) => o.const === codigo)?.title ??
  String(codigo ?? '');

export function AssinaturasDosContratos({ id }: FormExtensionProps): React.JSX.Element | null {
  const provider = useDataProvider();
  const entidades = useEntities();
  const profissional = entidades.find((e) => e.name === 'profissionalSaude');
  const contratos = entidades.find((e) => e.name === 'contratoProfissional');
  // The same key and answer as the contracts' list above (OwnedRecords), so both follow its changes.
  const path = id === undefined ? null : `/profissionais/${id}/contratos`;
  const { data } = useSWR(path, (caminho: string) => provider.request<Contrato[]>('GET', caminho));
  if (!data || !contratos) return null;
  return (
    <Section title="Assinaturas digitais" icon="draw" compact collapsible className="rh-assinaturas-contratos" style={{ marginTop: 16 }}>
      <SectionCard>
        {data.length === 0 ? (
          <Callout compact>Adicione um contrato para enviar a assinatura digital do profissional.</Callout>
        ) : (
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 12 }}>
            {data.map((contrato) => (
              <AssinaturaDoContrato
                key={contrato.id}
                contrato={contrato}
                titulo={`${tipoDe(contratos, contrato.tipoContrato)} — desde ${formatDate(contrato.inicio)}${contrato.fim ? ` até ${formatDate(contrato.fim)}` : ''}`}
                podeAlterar={profissional?.can.write ?? false}
              />
            ))}
          </div>
        )}
      </SectionCard>
    </Section>
  );
}

function AssinaturaDoContrato({ contrato, titulo, podeAlterar }: { contrato: Contrato; titulo: string; podeAlterar: boolean }): React.JSX.Element {
  const provider = useDataProvider();
  const base = `/contratos/${contrato.id}/assinatura-digital`;
  const { data, mutate } = useSWR(base, (caminho: string) => provider.request<Assinatura[]>('GET', caminho));
  const [arquivo, setArquivo] = useState<File>();
  const [erro, setErro] = useState<string>();
  const [enviando, setEnviando] = useState(false);
  const assinatura = data?.[0];
  const campo = `assinatura-${contrato.id}`;

  const enviar = async () => {
    const form = new FormData();
    if (arquivo) form.append('assinaturaDigital', arquivo, arquivo.name);
    setEnviando(true);
    try {
      await provider.request('POST', base, { body: form, errorMode: 'none' });
      toast.success(loadedMessage(arquivo!.name));
      setArquivo(undefined);
      setErro(undefined);
      await mutate();
    } catch (error) {
      if (error instanceof ApiRequestError) setErro(error.body.fields?.[0]?.message ?? error.body.message);
      else setErro('Não foi possível enviar a assinatura.');
    } finally {
      setEnviando(false);
    }
  };

  const remover = async () => {
    if (!assinatura || !(await confirm({ message: REMOVE_QUESTION }))) return;
    await provider.request('DELETE', `${base}/${assinatura.id}`);
    toast.success(REMOVED_MESSAGE);
    await mutate();
  };

  return (
    <Card compact className="rh-assinatura-contrato" data-contrato={contrato.id}>
      <div style={{ fontWeight: 600, marginBottom: 8 }}>{titulo}</div>
      {assinatura ? (
        <>
          <img
            src={`/api${base}/${assinatura.id}/download?v=${assinatura.version}`}
            alt={`Assinatura digital: ${assinatura.assinaturaDigitalNome ?? ''}`}
            style={{ display: 'block', maxWidth: '100%', maxHeight: 96, border: '1px solid var(--rh-border, #d3d8de)', background: '#fff', padding: 4 }}
          />
          {podeAlterar && <Button variant="minimal" small icon="trash" intent={Intent.DANGER} text="Remover assinatura" style={{ marginTop: 8 }} onClick={() => void remover()} />}
        </>
      ) : podeAlterar ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void enviar();
          }}
        >
          <FormGroup label="Imagem da assinatura (PNG ou JPG)" labelFor={campo} intent={erro ? Intent.DANGER : Intent.NONE} helperText={erro}>
            <FileInput
              fill
              text={arquivo?.name ?? 'Selecione a imagem...'}
              buttonText="Procurar"
              inputProps={{ id: campo, accept: '.png,.jpg,.jpeg' }}
              onInputChange={(event) => setArquivo((event.target as HTMLInputElement).files?.[0])}
            />
          </FormGroup>
          <Button type="submit" small icon="upload" text="Enviar assinatura" disabled={!arquivo} loading={enviando} />
        </form>
      ) : (
        <span className="bp6-text-muted">Sem assinatura digital.</span>
      )}
    </Card>
  );
}
