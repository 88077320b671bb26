/** What a saved class's form shows besides its fields: its attached documents, in a section of their own. */
import { Section, SectionCard } from '@blueprintjs/core';
import type { FormExtensionProps } from '../../../engine/react/shell-kit';
import { DocumentosAnexos } from '../../anexos/DocumentosAnexos';

export function TurmaFormExtras({ id }: FormExtensionProps): React.JSX.Element | null {
  if (id === undefined) return null;
  return (
    <Section title="Documentos da turma" icon="paperclip" collapsible collapseProps={{ defaultIsOpen: false }} compact style={{ marginBottom: 16 }}>
      <SectionCard>
        <DocumentosAnexos base={`/turmas/${id}/documentos`} />
      </SectionCard>
    </Section>
  );
}
