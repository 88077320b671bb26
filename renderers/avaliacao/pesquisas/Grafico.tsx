/**
 * A plotly chart, loaded only when a survey's results or the NPS are shown (plotly never reaches
 * the login page: renderers/build-report.ts), in pt-BR number format, as wide as its card.
 */
import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';

// The factory with the minified bundle: react-plotly.js's default entry imports a plotly build this install does not hold.
const Plot = lazy(async () => {
  const [{ default: createPlotlyComponent }, plotly] = await Promise.all([import('react-plotly.js/factory'), import('plotly.js-dist-min')]);
  return { default: createPlotlyComponent((plotly as { default?: object }).default ?? plotly) };
});

const LOCALE = { separators: ',.', font: { family: 'inherit', size: 12 }, margin: { t: 24, r: 16, b: 40, l: 48 } };

/** `data` and `layout` are plotly's traces and layout (react-plotly.js types them as unknown). */
export function Grafico({ data, layout, altura = 260, titulo }: { data: object[]; layout?: Record<string, unknown>; altura?: number; titulo: string }): React.JSX.Element {
  return (
    <div className="rh-pesquisa-grafico" role="img" aria-label={titulo}>
      <Suspense fallback={<Spinner size={24} />}>
        <Plot data={data} layout={{ ...LOCALE, height: altura, autosize: true, ...layout }} config={{ displayModeBar: false, responsive: true, locale: 'pt-BR' }} useResizeHandler style={{ width: '100%' }} />
      </Suspense>
    </div>
  );
}
