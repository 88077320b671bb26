import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import { useDataProvider } from '../../../engine/react/data-provider';
import { useExternalSession } from './external-session';
import { call } from '../../../engine/react/api-client';

/**
 * The privacy term (spec §2.8, §6): while the company asks for it and the signed-in candidate
 * has not accepted this version of its text, a dialog that only "Aceito" closes.
 */
export function PrivacyTermDialog(): React.JSX.Element | null {
  const session = useExternalSession();
  const provider = useDataProvider();
  const { authenticated, aceitoPoliticaSeguranca, candidato, empresa } = session.state;
  const pending = authenticated && aceitoPoliticaSeguranca === false && candidato && empresa;
  const term = useSWR(pending ? ['externo/politica-seguranca', empresa.id] : null, () =>
    call(provider, 'GET /externo/empresas/{id}/politica-seguranca', { path: { id: empresa!.id } }),
  );
  const [accepting, setAccepting] = useState(false);
  if (!pending) return null;
  const accept = async () => {
    setAccepting(true);
    try {
      await call(provider, 'PATCH /externo/candidatos/{id}/aceita-termo', { path: { id: candidato.id }, errorMode: 'popup' });
      await session.refresh();
    } finally {
      setAccepting(false);
    }
  };
  return (
    <Dialog isOpen title="Termo de Privacidade e Política de Segurança" isCloseButtonShown={false} canEscapeKeyClose={false} canOutsideClickClose={false} style={{ width: 640, maxWidth: '95vw' }}>
      <DialogBody>
        <div className="rh-privacy-term" style={{ whiteSpace: 'pre-wrap', maxHeight: '55vh', overflowY: 'auto' }}>
          {term.data?.texto}
        </div>
      </DialogBody>
      <DialogFooter actions={<Button intent={Intent.PRIMARY} text="Aceito" loading={accepting} disabled={!term.data} onClick={() => void accept()} />} />
    </Dialog>
  );
}
