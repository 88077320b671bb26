/**
 * What every dashboard shares: the print container (spec 02 §2: a header with the date and
 * time, the printing user and the company; a print button; print CSS leaves only it on paper),
 * the filter bar, and the dashboard's data read for the filter applied.
 */
import { Button, Callout, Card, H3, Intent, Spinner } from '@blueprintjs/core';
import { useMemo, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { SchemaForm } from '../../engine/react/SchemaForm';
import { useSession } from '../shell/session';
import type { FiltroAnalytics } from '../../modules/analytics/analytics.api';
import { consulta, esquemaDoFiltro, UI_DO_FILTRO, type ValoresDoFiltro } from './filtro';
import './analytics.css';

interface PainelProps<T> {
  titulo: string;
  /** Reads the dashboard for the filter (SWR key: the title and the filter). */
  ler: (filtro: FiltroAnalytics) => Promise<T>;
  /** What else the reading depends on (a dashboard's own choices), for the cache's key. */
  chave?: string;
  /** The dashboard has per-company tables (turnover, absenteeism): a user who reaches several companies chooses them. */
  escolheEmpresas?: boolean;
  children: (dados: T, filtro: FiltroAnalytics) => ReactNode;
}

/** Now, in São Paulo, as the header prints it. */
const dataHora = () => new Date().toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

function Cabecalho({ titulo }: { titulo: string }): React.JSX.Element {
  const { state } = useSession();
  const [agora, setAgora] = useState(dataHora);
  // The header shows when the page is printed: the time is taken again at the click, then the print dialog opens.
  const imprimir = () => {
    setAgora(dataHora());
    requestAnimationFrame(() => window.print());
  };
  return (
    <header className="rh-analytics-cabecalho">
      <H3>{titulo}</H3>
      <dl>
        <dt>Data e hora</dt>
        <dd data-campo="data-hora">{agora}</dd>
        <dt>Usuário</dt>
        <dd data-campo="usuario">{state.usuario?.nome ?? ''}</dd>
        <dt>Empresa</dt>
        <dd data-campo="empresa">{state.empresa?.nome ?? ''}</dd>
      </dl>
      <Button className="rh-analytics-imprimir" icon="print" intent={Intent.PRIMARY} text="Imprimir" onClick={imprimir} />
    </header>
  );
}

export function Painel<T>({ titulo, ler, chave = '', escolheEmpresas = false, children }: PainelProps<T>): React.JSX.Element {
  const [valores, setValores] = useState<ValoresDoFiltro>({});
  const [aplicado, setAplicado] = useState<FiltroAnalytics>({});
  const { data, error } = useSWR(['analytics', titulo, JSON.stringify(aplicado), chave], () => ler(aplicado));
  const { state } = useSession();
  const esquema = useMemo(() => esquemaDoFiltro(escolheEmpresas ? state.empresas : []), [escolheEmpresas, state.empresas]);
  return (
    <section className="rh-analytics">
      <Cabecalho titulo={titulo} />
      <Card className="rh-analytics-filtro">
        <SchemaForm schema={esquema} uiSchema={UI_DO_FILTRO} formData={valores} onChange={({ formData }) => setValores(formData ?? {})} onSubmit={() => setAplicado(consulta(valores))}>
          <Button type="submit" icon="filter" text="Filtrar" />
        </SchemaForm>
      </Card>
      {error ? <Callout intent={Intent.DANGER}>{(error as Error).message}</Callout> : null}
      {!data && !error ? <Spinner /> : null}
      {data ? <div className="rh-analytics-graficos">{children(data, aplicado)}</div> : null}
    </section>
  );
}

/** A chart's card with its title. */
export function Cartao({ titulo, children, largo = false }: { titulo: string; children: ReactNode; largo?: boolean }): React.JSX.Element {
  return (
    <Card className={largo ? 'rh-analytics-cartao rh-analytics-largo' : 'rh-analytics-cartao'}>
      <h4>{titulo}</h4>
      {children}
    </Card>
  );
}
