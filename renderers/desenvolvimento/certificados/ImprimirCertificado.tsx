/** In a talent's certification form: prints its certificate (with its verification code). */
import { Button, Section, SectionCard } from '@blueprintjs/core';
import { useState } from 'react';
import { useDataProvider } from '../../../engine/react/data-provider';
import { saveDownload } from '../../../engine/react/report-job';
import type { FormExtensionProps } from '../../../engine/react/shell-kit';

export function CertificacaoDoTalentoExtras({ id }: FormExtensionProps): React.JSX.Element | null {
  const provider = useDataProvider();
  const [gerando, setGerando] = useState(false);
  if (!id) return null;
  const imprimir = async () => {
    setGerando(true);
    try {
      saveDownload(await provider.download(`/colaboradores-certificacoes/${id}/certificado`, { errorMode: 'popup' }));
    } catch {
      // Shown in the popup.
    } finally {
      setGerando(false);
    }
  };
  return (
    <Section title="Certificado" icon="document" compact style={{ marginBottom: 16 }}>
      <SectionCard>
        <Button icon="print" text="Imprimir certificado" loading={gerando} onClick={() => void imprimir()} />
      </SectionCard>
    </Section>
  );
}
