/**
 * "Meus dados (LGPD)": the candidate reads everything held about them (a page that opens in a
 * new tab), downloads it (JSON) or erases their registration after confirming. Mounted on the documents page; the résumé page can
 * include it as it is.
 */
import { AnchorButton, Button, Card, H5, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDataProvider } from '../../../engine/react/data-provider';
import { saveDownload } from '../../../engine/react/report-job';
import { confirm } from '../../shell/confirm';
import { toast } from '../../shell/toaster';
import { withEmpresaId } from '../../shell/external/external-links';
import { useExternalSession } from '../../shell/external/external-session';
import { call } from '../../../engine/react/api-client';

export const ERASE_QUESTION = 'Tem certeza que deseja excluir o seu cadastro? Seus dados pessoais, currículo e documentos anexos serão removidos e esta ação não pode ser desfeita.';
export const ERASED_MESSAGE = 'Seu cadastro foi excluído.';

export function MeusDadosPanel({ candidatoId }: { candidatoId: number }): React.JSX.Element {
  const provider = useDataProvider();
  const session = useExternalSession();
  const navigate = useNavigate();
  const [erasing, setErasing] = useState(false);
  const empresaId = session.state.empresa?.id;

  const erase = async () => {
    if (!(await confirm({ header: 'Excluir cadastro', message: ERASE_QUESTION }))) return;
    setErasing(true);
    try {
      await call(provider, 'DELETE /externo/candidatos/{id}', { path: { id: candidatoId } });
      toast.success(ERASED_MESSAGE);
      await session.refresh();
      navigate(withEmpresaId('/externo/login', empresaId), { replace: true });
    } finally {
      setErasing(false);
    }
  };

  return (
    <Card className="rh-meus-dados" style={{ marginTop: 24 }}>
      <H5>Meus dados (LGPD)</H5>
      <p>Você pode ver ou baixar todos os dados que a empresa guarda sobre você, com as alterações feitas neles, ou pedir a exclusão do seu cadastro.</p>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <AnchorButton icon="document-open" text="Ver meus dados para leitura" href={`/api/externo/candidatos/${candidatoId}/meus-dados?formato=html`} target="_blank" rel="noopener" />
        <Button icon="download" text="Baixar meus dados" onClick={() => void provider.download(`/externo/candidatos/${candidatoId}/meus-dados`).then(saveDownload)} />
        <Button icon="trash" intent={Intent.DANGER} text="Excluir meu cadastro" loading={erasing} onClick={() => void erase()} />
      </div>
    </Card>
  );
}
