/**
 * The certificate-model designer (spec §2 "Certificate-model designer dialog"), opened from the
 * model's form once it is saved: tabs LOGOS and MOLDURAS, each choosing a JPEG or PNG and
 * sending it with Adicionar (Cancelar closes), the images already sent with their removal, and
 * the A4 landscape preview where logos are dragged into place. The server keeps the rules (4
 * logos at most, names, whole positions); its refusals show in the "Aviso" popup. What was added
 * is said in the tabs' column, not by the app's toaster at the top of the window, which would
 * cover the preview the user is looking at.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput, HTMLTable, Intent, OverlayToaster, Position, Section, SectionCard, Tab, Tabs } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import useSWR from 'swr';
import { useDataProvider } from '../../../engine/react/data-provider';
import type { FormExtensionProps } from '../../../engine/react/shell-kit';
import { CAIXA_LOGO, LIMITE_LOGOS, PAGINA, posicaoInteira } from '../../../modules/desenvolvimento/certificados/pagina';
import type { LogoCertificadoRegistro, MolduraCertificadoRegistro } from '../../../generated/entities';
import { TOAST_TIMEOUT_MS } from '../../shell/toaster';
import { PreviaCertificado } from './PreviaCertificado';

type Aba = 'logos' | 'molduras';

/** Preview width in pixels: the dialog fits a 1024 px screen. */
const LARGURA_PREVIA = 600;
const ESCALA = LARGURA_PREVIA / PAGINA.largura;

const MARGEM_LOGOS = 40;
/** Where the n-th logo (from 0) starts: in a row along the top, inside the page. */
const posicaoInicial = (n: number) => ({ x: posicaoInteira(MARGEM_LOGOS + n * (CAIXA_LOGO.largura + 10), 'x'), y: MARGEM_LOGOS });

const imagem = (base: string, registro: { id: number; version: number }) => `/api${base}/${registro.id}/download?v=${registro.version}`;

function Designer({ modeloId, onClose }: { modeloId: string; onClose(): void }): React.JSX.Element {
  const provider = useDataProvider();
  const base = { logos: `/modelo-certificado/${modeloId}/logos`, molduras: `/modelo-certificado/${modeloId}/molduras` };
  const logos = useSWR(base.logos, (path: string) => provider.request<LogoCertificadoRegistro[]>('GET', path));
  const molduras = useSWR(base.molduras, (path: string) => provider.request<MolduraCertificadoRegistro[]>('GET', path));
  const [aba, setAba] = useState<Aba>('logos');
  const [arquivo, setArquivo] = useState<File>();
  const [enviando, setEnviando] = useState(false);
  const avisos = useRef<OverlayToaster>(null);

  const adicionar = async () => {
    if (!arquivo) return;
    const form = new FormData();
    form.append('arquivo', arquivo, arquivo.name);
    // A new logo lands beside the others, not on top of them; it is then dragged into place.
    if (aba === 'logos') {
      const posicao = posicaoInicial(logos.data?.length ?? 0);
      form.append('posicaoX', String(posicao.x));
      form.append('posicaoY', String(posicao.y));
    }
    setEnviando(true);
    try {
      await provider.request('POST', base[aba], { body: form, errorMode: 'popup' });
      avisos.current?.show({ message: aba === 'logos' ? 'Logomarca adicionada.' : 'Moldura adicionada.', intent: Intent.SUCCESS, icon: 'tick', timeout: TOAST_TIMEOUT_MS });
      setArquivo(undefined);
    } catch {
      // The server's message is already in the "Aviso" popup.
    } finally {
      setEnviando(false);
      await (aba === 'logos' ? logos.mutate() : molduras.mutate());
    }
  };

  const remover = async (qual: Aba, id: number) => {
    try {
      await provider.request('DELETE', `${base[qual]}/${id}`, { errorMode: 'popup' });
    } catch {
      // Shown in the "Aviso" popup.
    }
    await (qual === 'logos' ? logos.mutate() : molduras.mutate());
  };

  const mover = async (id: number, posicaoX: number, posicaoY: number) => {
    // Shown where dropped at once; the list is read back after the server's answer.
    await logos.mutate((atuais) => atuais?.map((l) => (l.id === id ? { ...l, posicaoX, posicaoY } : l)), { revalidate: false });
    try {
      await provider.request('PATCH', `${base.logos}/${id}`, { body: { posicaoX, posicaoY }, errorMode: 'popup' });
    } finally {
      await logos.mutate();
    }
  };

  const lista = (qual: Aba, registros: (LogoCertificadoRegistro | MolduraCertificadoRegistro)[] | undefined) =>
    registros?.length ? (
      <HTMLTable compact striped style={{ width: '100%' }}>
        <tbody>
          {registros.map((r) => (
            <tr key={r.id}>
              <td style={{ wordBreak: 'break-all' }}>{r.arquivoNome}</td>
              <td style={{ width: 40 }}>
                <Button variant="minimal" icon="trash" intent={Intent.DANGER} aria-label={`Remover ${r.arquivoNome}`} title="Remover" onClick={() => void remover(qual, r.id)} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    ) : (
      <Callout compact>{qual === 'logos' ? 'Nenhuma logomarca.' : 'Nenhuma moldura.'}</Callout>
    );

  const escolha = (
    <FileInput
      fill
      text={arquivo?.name ?? 'Selecione a imagem (JPEG ou PNG)...'}
      buttonText="Procurar"
      inputProps={{ 'aria-label': aba === 'logos' ? 'Imagem da logomarca' : 'Imagem da moldura', accept: '.png,.jpg,.jpeg,image/png,image/jpeg' }}
      onInputChange={(event) => setArquivo((event.target as HTMLInputElement).files?.[0])}
      style={{ marginBottom: 8 }}
    />
  );
  const moldura = molduras.data?.at(-1);

  return (
    <Dialog isOpen title="Modelo de certificado" icon="media" onClose={onClose} style={{ width: 'min(960px, calc(100vw - 32px))' }}>
      <DialogBody>
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          {/* Stretched to the preview's height: its toasts rise from the column's foot, beside the preview. */}
          <div style={{ flex: '1 1 240px', minWidth: 240, alignSelf: 'stretch', position: 'relative' }}>
            <Tabs
              id="modelo-certificado-abas"
              renderActiveTabPanelOnly
              selectedTabId={aba}
              onChange={(id) => {
                setAba(id as Aba);
                setArquivo(undefined);
              }}
            >
              <Tab
                id="logos"
                title="LOGOS"
                panel={
                  <>
                    {escolha}
                    <p className="bp6-text-muted bp6-text-small">
                      Até {LIMITE_LOGOS} logomarcas. Arraste-as na pré-visualização.
                    </p>
                    {lista('logos', logos.data)}
                  </>
                }
              />
              <Tab
                id="molduras"
                title="MOLDURAS"
                panel={
                  <>
                    {escolha}
                    <p className="bp6-text-muted bp6-text-small">A moldura cobre a página inteira; outra enviada a substitui.</p>
                    {lista('molduras', molduras.data)}
                  </>
                }
              />
            </Tabs>
            <OverlayToaster ref={avisos} position={Position.BOTTOM} usePortal={false} maxToasts={2} />
          </div>
          <PreviaCertificado
            escala={ESCALA}
            moldura={moldura ? imagem(base.molduras, moldura) : undefined}
            logos={(logos.data ?? []).map((l) => ({ id: l.id, src: imagem(base.logos, l), nome: l.arquivoNome ?? '', x: Number(l.posicaoX ?? 0), y: Number(l.posicaoY ?? 0) }))}
            onMover={(id, x, y) => void mover(id, x, y)}
          />
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancelar" onClick={onClose} />
            <Button intent={Intent.PRIMARY} icon="upload" text="Adicionar" disabled={!arquivo} loading={enviando} onClick={() => void adicionar()} />
          </>
        }
      />
    </Dialog>
  );
}

/** Under the model's name: opens the designer once the model exists. */
export function ModeloCertificadoExtras({ id }: FormExtensionProps): React.JSX.Element {
  const [aberto, setAberto] = useState(false);
  return (
    <Section title="Moldura e logomarcas" icon="media" compact style={{ marginBottom: 16 }}>
      <SectionCard>
        {id ? (
          <>
            <Button icon="edit" text="Desenhar certificado" onClick={() => setAberto(true)} />
            {aberto && <Designer modeloId={id} onClose={() => setAberto(false)} />}
          </>
        ) : (
          <Callout compact>Grave o modelo para enviar a moldura e as logomarcas.</Callout>
        )}
      </SectionCard>
    </Section>
  );
}
