import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useSession } from './session';

/** A call answered 401: leave for the login page, or stay to copy what is on screen. */
export function SessionExpiredDialog(): React.JSX.Element {
  const session = useSession();
  const navigate = useNavigate();
  const logout = async () => {
    session.closeExpiredPrompt();
    await session.logout();
    navigate('/login');
  };
  return (
    <Dialog isOpen={session.state.expiredPromptOpen} title="RH" icon="time" onClose={session.closeExpiredPrompt}>
      <DialogBody>
        <p>Sua sessão expirou.</p>
        <p>Entre novamente para continuar. Se permanecer nesta página, as alterações não poderão ser gravadas.</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Permanecer na página" onClick={session.closeExpiredPrompt} />
            <Button intent={Intent.PRIMARY} text="Sair" onClick={() => void logout()} autoFocus />
          </>
        }
      />
    </Dialog>
  );
}
