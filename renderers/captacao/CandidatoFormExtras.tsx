/**
 * What the candidate's form shows besides its fields: the homonym and duplicate-CPF
 * warnings and, on a saved candidate, the attached documents (their own calls, not part of
 * the record's body, so they are kept apart from the form's save).
 */
import { Section, SectionCard } from '@blueprintjs/core';
import type { FormExtensionProps } from '../../engine/react/shell-kit';
import { CandidatoWarnings } from './CandidatoWarnings';
import { DocumentosAnexos } from '../anexos/DocumentosAnexos';
import { ORIGENS_DO_DOCUMENTO } from './origens-do-documento';

export function CandidatoFormExtras({ id }: FormExtensionProps): React.JSX.Element {
  return (
    <>
      <CandidatoWarnings id={id} />
      {id !== undefined && (
        <Section title="Documentos anexos" icon="paperclip" collapsible collapseProps={{ defaultIsOpen: false }} compact style={{ marginBottom: 16 }}>
          <SectionCard>
            <DocumentosAnexos base={`/candidatos/${id}/documentos-anexos`} origens={ORIGENS_DO_DOCUMENTO} />
          </SectionCard>
        </Section>
      )}
    </>
  );
}
