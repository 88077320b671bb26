/** In an S-2240 event's form: downloads its XML once "Gerar XML" has validated it. */
import { Button, Section, SectionCard } from '@blueprintjs/core';
import { useState } from 'react';
import { useDataProvider } from '../../../engine/react/data-provider';
import { saveDownload } from '../../../engine/react/report-job';
import type { FormExtensionProps } from '../../../engine/react/shell-kit';

export function XmlDoEvento({ id }: FormExtensionProps): React.JSX.Element | null {
  const provider = useDataProvider();
  const [baixando, setBaixando] = useState(false);
  if (!id) return null;
  const baixar = async () => {
    setBaixando(true);
    try {
      // A pending or refused event is answered with the server's message, in the popup.
      saveDownload(await provider.download(`/sst/eventos-s2240/${id}/xml`, { errorMode: 'popup' }));
    } catch {
      // Shown in the popup.
    } finally {
      setBaixando(false);
    }
  };
  return (
    <Section title="Arquivo do evento" icon="code" compact style={{ marginBottom: 16 }}>
      <SectionCard>
        <Button icon="download" text="Baixar XML" loading={baixando} onClick={() => void baixar()} />
        <span className="bp6-text-muted" style={{ marginLeft: 12 }}>
          Sem assinatura digital: assine e transmita pelo seu aplicativo do eSocial.
        </span>
      </SectionCard>
    </Section>
  );
}
