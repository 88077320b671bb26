import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import type { DataProvider } from '../../../engine/react/data-provider';
import { useDataProvider } from '../../../engine/react/data-provider';
import { openDialog } from '../imperative-dialog';
import { useExternalSession } from './external-session';
import { call } from '../../../engine/react/api-client';

export const TERM_TITLE = 'Termo de Privacidade e Política de Segurança';

/** The term's text in a dialog no click outside or Escape closes: "Aceito", and "Voltar" when the candidate may decline. */
function TermDialog({ texto, onAccept, onBack, accepting = false, isOpen = true, onClosed }: {
  texto: string | undefined;
  onAccept: () => void;
  onBack?: () => void;
  accepting?: boolean;
  isOpen?: boolean;
  onClosed?: () => void;
}): React.JSX.Element {
  const actions = (
    <>
      {onBack ? <Button text="Voltar" onClick={onBack} /> : null}
      <Button intent={Intent.PRIMARY} text="Aceito" loading={accepting} disabled={texto === undefined} onClick={onAccept} />
    </>
  );
  return (
    <Dialog isOpen={isOpen} onClosed={onClosed} title={TERM_TITLE} isCloseButtonShown={false} canEscapeKeyClose={false} canOutsideClickClose={false} style={{ width: 640, maxWidth: '95vw' }}>
      <DialogBody>
        <div className="rh-privacy-term" style={{ whiteSpace: 'pre-wrap', maxHeight: '55vh', overflowY: 'auto' }}>
          {texto}
        </div>
      </DialogBody>
      <DialogFooter actions={actions} />
    </Dialog>
  );
}

/**
 * Before a sign-up sends the résumé (issue 12 §7): the company's term, read and accepted or
 * not. Answers the accepted version, which the sign-up records; undefined when the candidate goes back.
 */
export async function askPrivacyTerm(provider: DataProvider, empresaId: string | number): Promise<string | undefined> {
  const term = await call(provider, 'GET /externo/empresas/{id}/politica-seguranca', { path: { id: empresaId } });
  return new Promise((resolve) => {
    openDialog((dispose) => <AskedTerm texto={term.texto} onAnswer={(accepted) => resolve(accepted ? term.versao : undefined)} onClosed={dispose} />);
  });
}

function AskedTerm({ texto, onAnswer, onClosed }: { texto: string; onAnswer: (accepted: boolean) => void; onClosed: () => void }): React.JSX.Element {
  const [open, setOpen] = useState(true);
  const answer = (accepted: boolean) => {
    setOpen(false);
    onAnswer(accepted);
  };
  return <TermDialog texto={texto} isOpen={open} onClosed={onClosed} onAccept={() => answer(true)} onBack={() => answer(false)} />;
}

/**
 * The privacy term (spec §2.8, §6): while the company asks for it and the signed-in candidate
 * has not accepted this version of its text (a text changed since), a dialog that only "Aceito" closes.
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
  return <TermDialog texto={term.data?.texto} accepting={accepting} onAccept={() => void accept()} />;
}
