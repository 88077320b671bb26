/** A saved leave's form shows its atestados (medical certificates and other files), in a section of their own. */
import { Section, SectionCard } from '@blueprintjs/core';
import type { FormExtensionProps } from '../../../engine/react/shell-kit';
import { DocumentosAnexos } from '../../anexos/DocumentosAnexos';

export function AtestadosDoAfastamento({ id }: FormExtensionProps): React.JSX.Element | null {
  if (id === undefined) return null;
  return (
    <Section title="Atestados" icon="paperclip" collapsible compact style={{ marginBottom: 16 }} className="rh-atestados">
      <SectionCard>
        <DocumentosAnexos base={`/afastamentos/${id}/atestados`} />
      </SectionCard>
    </Section>
  );
}
