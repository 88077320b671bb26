/**
 * A drill-down under a chart: what a click on a slice asked, as a doughnut, or the server's
 * reason there is nothing under it ("Área Organizacional não possui área filha.", "O curso não
 * possui despesas detalhadas.").
 */
import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import useSWR from 'swr';
import type { DetalhamentoFatias } from '../../modules/analytics/analytics.api';
import { Grafico } from '../charts/Grafico';
import { LEGENDA, rosca } from './graficos';

export function Detalhe({ titulo, ler, formato, fechar }: { titulo: string; ler: () => Promise<DetalhamentoFatias>; formato?: (v: number) => string; fechar: () => void }): React.JSX.Element {
  const { data, error } = useSWR(['analytics-detalhe', titulo], ler);
  return (
    <div className="rh-analytics-detalhe" data-detalhe={titulo}>
      <h5>
        {titulo} <Button minimal small icon="cross" aria-label="Fechar detalhamento" onClick={fechar} />
      </h5>
      {error ? <Callout intent={Intent.DANGER}>{(error as Error).message}</Callout> : null}
      {!data && !error ? <Spinner size={20} /> : null}
      {data?.mensagem ? <Callout intent={Intent.PRIMARY}>{data.mensagem}</Callout> : null}
      {data && !data.mensagem ? <Grafico titulo={titulo} vazio={!data.itens.length} data={rosca(data.itens, formato)} layout={LEGENDA} altura={220} /> : null}
    </div>
  );
}
