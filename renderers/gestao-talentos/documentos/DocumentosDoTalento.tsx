/** A saved talent's documents on the talent's form: the attached-documents component with the document's type and validity. */
import { Section, SectionCard } from '@blueprintjs/core';
import { DocumentosAnexos, type ClassificacaoDoAnexo } from '../../anexos/DocumentosAnexos';

const CLASSIFICACAO: ClassificacaoDoAnexo = {
  tipo: { field: 'tipoDocumento', label: 'Tipo de documento', resource: 'tipo-documento', filters: { ativo: true } },
  validade: true,
};

export function DocumentosDoTalento({ colaboradorId, canWrite }: { colaboradorId: string; canWrite: boolean }): React.JSX.Element {
  return (
    <Section title="Documentos do talento" icon="paperclip" collapsible collapseProps={{ defaultIsOpen: false }} compact className="rh-documentos-talento" style={{ marginBottom: 16 }}>
      <SectionCard>
        <DocumentosAnexos base={`/colaboradores/${colaboradorId}/documentos-colaborador`} canWrite={canWrite} classificacao={CLASSIFICACAO} />
      </SectionCard>
    </Section>
  );
}
