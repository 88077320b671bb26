/**
 * The current company in the header and, for a user with several (spec 01 §3 `empresas`), the way
 * to another without logging out: the server gives the session the chosen company; the session is
 * read again (menu, authorities; the other tabs hear of it through the tab-conflict channel), the
 * app goes to the home screen and every cached answer is dropped and asked again, so no screen shows
 * the previous company's data. Inside the app, not a reload: a reload reads as "arrived from
 * outside" and would ask "Você está logado como…" (renderers/mensagens/LogadoComo.tsx).
 */
import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import { useSession } from '../session';

export function CompanySwitcher(): React.JSX.Element {
  const { state, refresh } = useSession();
  const provider = useDataProvider();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [switching, setSwitching] = useState(false);
  const atual = state.empresa;
  // One company (or none): nothing to choose, the name alone (spec 01 §6: the list is disabled with one option).
  if (state.empresas.length <= 1) {
    return (
      <span className="rh-company-name" title="Empresa atual">
        {atual?.nome}
      </span>
    );
  }
  const switchTo = async (empresaId: number) => {
    setSwitching(true);
    try {
      await call(provider, 'POST /sessao/empresa', { body: { empresaId } });
      await refresh();
      navigate('/');
      await mutate(() => true);
    } finally {
      setSwitching(false);
    }
  };
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label="Trocar de empresa">
          {state.empresas.map((empresa) => (
            <MenuItem key={empresa.id} text={empresa.nome} active={empresa.id === atual?.id} disabled={empresa.id === atual?.id} onClick={() => void switchTo(empresa.id)} />
          ))}
        </Menu>
      }
    >
      <Button variant="minimal" className="rh-company-switch" endIcon="caret-down" loading={switching} title="Empresa atual: clique para trocar">
        <span className="rh-company-name">{atual?.nome}</span>
      </Button>
    </PopoverNext>
  );
}
