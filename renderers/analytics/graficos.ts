/** plotly traces of the dashboards' kinds of chart, from the slices the server counted. */
import type { Fatia } from '../../modules/analytics/analytics.api';

export const numero = (valor: number, casas = 0) => valor.toLocaleString('pt-BR', { minimumFractionDigits: casas, maximumFractionDigits: casas });
export const moeda = (valor: number) => `R$ ${numero(valor, 2)}`;
export const mesBr = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;

export const rosca = (fatias: readonly Fatia[], formato: (v: number) => string = (v) => numero(v)) => [
  { type: 'pie', hole: 0.5, sort: false, labels: fatias.map((f) => f.nome), values: fatias.map((f) => f.valor), text: fatias.map((f) => formato(f.valor)), textinfo: 'percent', hovertemplate: '%{label}: %{text}<extra></extra>' },
];

export const barras = (fatias: readonly Fatia[], nome?: string) => [
  { type: 'bar', name: nome, x: fatias.map((f) => f.nome), y: fatias.map((f) => f.valor), text: fatias.map((f) => numero(f.valor)), textposition: 'auto', hovertemplate: '%{x}: %{y}<extra></extra>' },
];

export const linha = (x: readonly string[], y: readonly (number | null)[], nome: string, tracejada = false) => ({
  type: 'scatter',
  mode: 'lines+markers',
  name: nome,
  x,
  y,
  ...(tracejada ? { line: { dash: 'dash' } } : {}),
});

export const funil = (etapas: readonly { nome: string; quantidade: number }[]) => [
  { type: 'funnel', y: etapas.map((e) => e.nome), x: etapas.map((e) => e.quantidade), textinfo: 'value+percent initial' },
];

export const radar = (eixos: readonly string[], series: readonly { nome: string; valores: readonly (number | null)[] }[]) =>
  series.map((s) => ({ type: 'scatterpolar', fill: 'toself', name: s.nome, r: [...s.valores, s.valores[0]], theta: [...eixos, eixos[0]] }));

/** The layout of a doughnut with its legend beside it: plotly makes room for a side legend, a long one below would cover the doughnut. */
export const LEGENDA = { showlegend: true, margin: { t: 8, r: 8, b: 8, l: 8 }, height: 300 };
