import { H2 } from '@blueprintjs/core';
import { CaixasDeMensagens } from '../../mensagens/CaixasDeMensagens';
import { LogadoComo } from '../../mensagens/LogadoComo';
import { NoticiasAutomaticas } from '../../mensagens/NoticiasAutomaticas';
import { useSession } from '../session';

/** Home (/): the greeting, what to do today, the message boxes, the news shown by themselves and the "logado como" prompt (renderers/mensagens). */
export function HomePage(): React.JSX.Element {
  const { state } = useSession();
  return (
    <section className="rh-home">
      <H2>Bem-vindo(a), {state.usuario?.nome}!</H2>
      <p>
        Você está conectado(a) à empresa <strong>{state.empresa?.nome}</strong>.
      </p>
      <LogadoComo />
      <NoticiasAutomaticas />
      <CaixasDeMensagens />
    </section>
  );
}
