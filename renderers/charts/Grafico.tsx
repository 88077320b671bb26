/**
 * A plotly chart, loaded only when a chart is shown (plotly never reaches the login page:
 * renderers/build-report.ts), in pt-BR number format with the nine chart colours, as wide as its
 * card; without data it says so (spec 02 §2 "Não existem dados para o gráfico."). A click on a
 * point hands its index and its trace's to `aoClicar` (the dashboards' drill-downs).
 */
import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { CORES_DOS_GRAFICOS } from './cores';
import './charts.css';

// The factory with the minified bundle: react-plotly.js's default entry imports a plotly build this install does not hold.
const Plot = lazy(async () => {
  const [{ default: createPlotlyComponent }, plotly] = await Promise.all([import('react-plotly.js/factory'), import('plotly.js-dist-min')]);
  return { default: createPlotlyComponent((plotly as { default?: object }).default ?? plotly) };
});

export const SEM_DADOS = 'Não existem dados para o gráfico.';

// Axes make room for their labels (long area and course names) instead of cutting them.
const LOCALE = { separators: ',.', font: { family: 'inherit', size: 12 }, margin: { t: 24, r: 16, b: 40, l: 48 }, colorway: [...CORES_DOS_GRAFICOS], xaxis: { automargin: true }, yaxis: { automargin: true } };

/** What plotly tells of a clicked point (react-plotly.js types it loosely). */
interface PontoClicado {
  curveNumber?: number;
  pointNumber?: number;
  pointIndex?: number;
  label?: unknown;
  x?: unknown;
}

interface GraficoProps {
  /** plotly's traces (react-plotly.js types them as unknown). */
  data: object[];
  layout?: Record<string, unknown>;
  altura?: number;
  /** Fixed width in px (the funnel's 600); default: the card's. */
  largura?: number;
  titulo: string;
  /** No data: the message instead of the chart. */
  vazio?: boolean;
  /** The clicked point's index in its trace, and the trace's. */
  aoClicar?: (indice: number, serie: number) => void;
}

export function Grafico({ data, layout, altura = 260, largura, titulo, vazio = false, aoClicar }: GraficoProps): React.JSX.Element {
  if (vazio) {
    return (
      <div className="rh-grafico rh-grafico-vazio" role="img" aria-label={titulo}>
        {SEM_DADOS}
      </div>
    );
  }
  const clicar = aoClicar && ((evento: { points?: PontoClicado[] }) => {
    const ponto = evento.points?.[0];
    const indice = ponto?.pointNumber ?? ponto?.pointIndex;
    if (typeof indice === 'number') aoClicar(indice, ponto?.curveNumber ?? 0);
  });
  return (
    <div className="rh-grafico" role="img" aria-label={titulo} style={largura ? { maxWidth: largura } : undefined}>
      <Suspense fallback={<Spinner size={24} />}>
        <Plot
          data={data}
          layout={{ ...LOCALE, height: altura, ...(largura ? { width: largura } : { autosize: true }), ...layout, xaxis: { ...LOCALE.xaxis, ...(layout?.xaxis as object) }, yaxis: { ...LOCALE.yaxis, ...(layout?.yaxis as object) } }}
          config={{ displayModeBar: false, responsive: true, locale: 'pt-BR' }}
          useResizeHandler
          style={{ width: '100%' }}
          onClick={clicar as never}
        />
      </Suspense>
    </div>
  );
}
