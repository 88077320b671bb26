/**
 * Arriving from outside (typed address, bookmark, another site that sends no referrer) with a
 * session still open: "Você está logado como {nome}..." with Continuar or LOGOUT (spec 02 §2), so
 * nobody works unknowingly under another person's session left open on a shared computer. It
 * sits above the boxes rather than over them: the page stays usable while it waits.
 */
import { Button, ButtonGroup, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../shell/session';

/** Asked once per page load: navigating inside the app keeps the same document and never asks again. */
let perguntado = false;

/** The document was opened here directly (no referrer) — not reached by signing in, which navigates inside the app. */
function chegouDeFora(pathname: string): boolean {
  const carga = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return document.referrer === '' && carga?.type === 'navigate' && new URL(carga.name).pathname === pathname;
}

export function LogadoComo(): React.JSX.Element | null {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [aberto, setAberto] = useState(() => {
    const perguntar = !perguntado && chegouDeFora(pathname);
    perguntado = true;
    return perguntar;
  });
  if (!aberto || !session.state.usuario) return null;
  const sair = async () => {
    setAberto(false);
    await session.logout();
    navigate('/login');
  };
  return (
    <Callout intent="warning" icon="user" className="rh-logado-como" role="alertdialog" aria-label="Sessão aberta">
      <p>Você está logado como {session.state.usuario.nome}. Deseja continuar com este usuário?</p>
      <ButtonGroup>
        <Button intent="primary" text="Continuar" onClick={() => setAberto(false)} />
        <Button text="LOGOUT" onClick={() => void sair()} />
      </ButtonGroup>
    </Callout>
  );
}
