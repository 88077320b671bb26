/**
 * The panel "Sugestões" (spec 02 §2 "AI assistant") beside a form: "Novas sugestões" asks the
 * server for suggestions for what is typed, "Aplicar sugestões" puts them in the form through the
 * form's own state (`fill`), the hide button folds it to the assistant's button. The assistant
 * speaks in bubbles; the month's credits used up open the credits dialogs.
 */
import { Button, ButtonGroup, Card, H5, Intent, Tag } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../engine/react/api-client';
import { ApiRequestError, useDataProvider } from '../../engine/react/data-provider';
import type { CreditosAssistente, FormularioAssistente, SugestaoAssistente } from '../../modules/assistente/assistente.api';
import { AssistenteIndisponivel } from './AssistenteIndisponivel';
import { Balao, type Fala } from './Balao';
import { CreditosDialogs } from './CreditosDialogs';
import { BALAO_MS, LIMITE_ATINGIDO, MENSAGENS } from '../../modules/assistente/mensagens';
import './assistente.css';

export interface ItemSugerido {
  titulo: string;
  texto: string;
}

export interface PainelSugestoesProps {
  formulario: FormularioAssistente;
  /** The request's parameters from what is typed; undefined while what the suggestion needs is empty. */
  pedido: Record<string, string | number> | undefined;
  /** Says what to fill while `pedido` is undefined. */
  falta: string;
  /** How the suggestion is listed in the panel. */
  itens: (valores: Record<string, unknown>) => ItemSugerido[];
  /** The form's values the suggestion becomes. */
  valoresDoFormulario: (valores: Record<string, unknown>) => Record<string, unknown>;
  fill: (values: Record<string, unknown>) => void;
  /** What the panel itself asks before suggesting (the survey's aspect). */
  entrada?: React.ReactNode;
}

const falha = (texto: string): Fala => ({ texto, ms: BALAO_MS.falha, falha: true });

export function PainelSugestoes({ formulario, pedido, falta, itens, valoresDoFormulario, fill, entrada }: PainelSugestoesProps): React.JSX.Element {
  const provider = useDataProvider();
  const [aberto, setAberto] = useState(true);
  const [sugestao, setSugestao] = useState<SugestaoAssistente>();
  const [creditos, setCreditos] = useState<CreditosAssistente>();
  const [pedindo, setPedindo] = useState(false);
  const [fala, setFala] = useState<Fala>();
  const [semCreditos, setSemCreditos] = useState(false);
  /** Whether the installation has a model: undefined while asked (a failed question counts as yes, the panel as always). */
  const [configurado, setConfigurado] = useState<boolean>();
  const [indisponivel, setIndisponivel] = useState(false);
  const [offlineEscolhido, setOfflineEscolhido] = useState(false);
  const calar = useCallback(() => setFala(undefined), []);

  useEffect(() => {
    const abort = new AbortController();
    call(provider, 'GET /assistente/creditos', { signal: abort.signal, errorMode: 'none' }).then(setCreditos, () => undefined);
    call(provider, 'GET /assistente/modelo', { signal: abort.signal, errorMode: 'none' }).then(
      (modelo) => {
        setConfigurado(modelo.configurado);
        // Without a model the assistant starts as its button, which says so before anything else.
        if (!modelo.configurado) setAberto(false);
      },
      () => setConfigurado(true),
    );
    return () => abort.abort();
  }, [provider]);

  if (configurado === undefined) return <></>;

  const novas = async () => {
    if (!pedido) return;
    setPedindo(true);
    setFala({ texto: MENSAGENS.aguarde, ms: BALAO_MS.informacao });
    try {
      const nova = await call(provider, 'GET /assistente/sugestao', { params: { formulario, ...pedido }, errorMode: 'none' });
      setSugestao(nova);
      setCreditos(nova.creditos);
      setFala(nova.offline ? { texto: nova.mensagem, ms: BALAO_MS.informacao } : undefined);
    } catch (error) {
      const body = error instanceof ApiRequestError ? error.body : undefined;
      if (body?.code === LIMITE_ATINGIDO) {
        setFala(undefined);
        setSemCreditos(true);
        // The server says what failed (§8: an answer refused, the model resting); unreachable, the assistant rests.
      } else setFala(falha(body?.fields?.[0]?.message ?? (body && error instanceof ApiRequestError && error.status >= 500 ? body.message : MENSAGENS.descanso)));
    } finally {
      setPedindo(false);
    }
  };

  const aplicar = () => {
    if (!sugestao) return;
    try {
      fill(valoresDoFormulario(sugestao.valores));
      setFala({ texto: MENSAGENS.inseridas, ms: BALAO_MS.informacao });
    } catch {
      setFala(falha(MENSAGENS.erroAoAplicar));
    }
  };

  if (!aberto) {
    return (
      <div className="rh-assistente">
        <Button className="rh-assistente-reabrir" icon="predictive-analysis" intent={Intent.PRIMARY} text="Assistente RH" onClick={() => (configurado || offlineEscolhido ? setAberto(true) : setIndisponivel(true))} />
        {indisponivel && (
          <AssistenteIndisponivel
            onClose={() => setIndisponivel(false)}
            onOffline={() => {
              setIndisponivel(false);
              setOfflineEscolhido(true);
              setAberto(true);
            }}
          />
        )}
      </div>
    );
  }

  return (
    <div className="rh-assistente">
      <Balao fala={fala} onFim={calar} />
      <Card className="rh-assistente-painel" elevation={3} aria-label="Sugestões">
        <div className="rh-assistente-cabecalho">
          <H5>Sugestões</H5>
          {sugestao?.offline && <Tag minimal intent={Intent.WARNING}>Modo offline</Tag>}
          <Button variant="minimal" icon="minus" aria-label="Ocultar sugestões" title="Ocultar sugestões" onClick={() => setAberto(false)} />
        </div>
        {entrada}
        <div className="rh-assistente-itens">
          {sugestao ? (
            itens(sugestao.valores).map((item, i) => (
              <div key={i} className="rh-assistente-item">
                <strong>{item.titulo}</strong>
                <p>{item.texto}</p>
              </div>
            ))
          ) : (
            <p className="bp6-text-muted">{pedido ? 'Peça sugestões para preencher o formulário.' : falta}</p>
          )}
        </div>
        {creditos && configurado && !sugestao?.offline && (
          <p className="rh-assistente-creditos bp6-text-muted">
            Créditos do mês: {creditos.restantes} de {creditos.gratuitos}
          </p>
        )}
        <ButtonGroup fill>
          <Button icon="refresh" text="Novas sugestões" disabled={!pedido} loading={pedindo} onClick={() => void novas()} />
          <Button icon="tick" intent={Intent.PRIMARY} text="Aplicar sugestões" disabled={!sugestao} onClick={aplicar} />
        </ButtonGroup>
      </Card>
      {semCreditos && <CreditosDialogs onClose={() => setSemCreditos(false)} />}
    </div>
  );
}
