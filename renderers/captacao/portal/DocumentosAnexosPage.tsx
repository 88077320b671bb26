/**
 * /externo/candidatos/{id}/documentos-anexos, "Anexar Documentos" (spec §2.3, §2.4): the
 * candidate's own attached documents, and the LGPD panel.
 */
import { Card, H3 } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { DocumentosAnexos } from '../../anexos/DocumentosAnexos';
import { ORIGENS_DO_DOCUMENTO } from '../origens-do-documento';
import { MeusDadosPanel } from './MeusDadosPanel';

export function DocumentosAnexosPage(): React.JSX.Element {
  const candidatoId = Number(useParams().id);
  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <Card>
        <H3>Documentos anexos</H3>
        <DocumentosAnexos base={`/externo/candidatos/${candidatoId}/documentos-anexos`} origens={ORIGENS_DO_DOCUMENTO} />
      </Card>
      <MeusDadosPanel candidatoId={candidatoId} />
    </div>
  );
}
