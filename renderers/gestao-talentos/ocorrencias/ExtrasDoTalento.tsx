/** What Ocorrências and documents add to a saved talent's form: the talent's occurrences and documents, in sections of their own. */
import { useEntities } from '../../../engine/react/entities-context';
import type { FormExtensionProps } from '../../../engine/react/shell-kit';
import { DocumentosDoTalento } from '../documentos/DocumentosDoTalento';
import { OcorrenciasDoTalento } from './OcorrenciasDoTalento';

export function ExtrasDoTalento({ id }: FormExtensionProps): React.JSX.Element | null {
  const talento = useEntities().find((e) => e.name === 'colaborador');
  if (id === undefined) return null;
  return (
    <>
      <OcorrenciasDoTalento colaboradorId={id} />
      <DocumentosDoTalento colaboradorId={id} canWrite={talento?.can.write ?? false} />
    </>
  );
}
