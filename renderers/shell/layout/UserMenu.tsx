import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ROLE_CAD_INFO_PESSOAL, hasAuthority } from '../authorities';
import { useSession } from '../session';
import { USER_ROUTES } from '../user-routes';

/** User menu items (spec §2.5); also listed flat in the phone drawer. */
export function UserMenuItems({ onNavigate }: { onNavigate?: () => void }): React.JSX.Element {
  const session = useSession();
  const navigate = useNavigate();
  const go = (path: string) => {
    navigate(path);
    onNavigate?.();
  };
  const logout = async () => {
    onNavigate?.();
    await session.logout();
    navigate('/login');
  };
  return (
    <>
      {hasAuthority(session.state.authorities, ROLE_CAD_INFO_PESSOAL) ? (
        <MenuItem icon="id-number" text="Atualizar Meus Dados" onClick={() => go(USER_ROUTES.meusDados)} />
      ) : null}
      {session.state.usuarioFortes ? null : <MenuItem icon="key" text="Alterar Minha Senha" onClick={() => go(USER_ROUTES.alterarSenha)} />}
      <MenuItem icon="lightbulb" text="Sugerir Melhoria" onClick={() => go(USER_ROUTES.sugestao)} />
      <MenuDivider />
      <MenuItem icon="log-out" text="Sair" onClick={() => void logout()} />
    </>
  );
}

/** Header button with the user's name opening the user menu. */
export function UserMenu(): React.JSX.Element {
  const { state } = useSession();
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu>
          <UserMenuItems />
        </Menu>
      }
    >
      <Button variant="minimal" icon="user" endIcon="caret-down" text={state.usuario?.nome ?? ''} aria-label="Menu do usuário" />
    </PopoverNext>
  );
}
