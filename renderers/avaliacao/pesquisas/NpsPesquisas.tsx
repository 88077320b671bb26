/**
 * /pesquisa/nps: the NPS of a survey of that kind (the latest by default): the score, promoters
 * (9–10), passives (7–8) and detractors (0–6) with their shares, and the score month by month.
 */
import { Callout, Card, H3, HTMLSelect, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import type { Nps } from '../../../modules/avaliacao/pesquisas/pesquisas.api';
import { Grafico } from '../../charts/Grafico';
import './pesquisas.css';

const numero = (valor: number) => valor.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
const GRUPOS = [
  { chave: 'promotores', titulo: 'Promotores (9 e 10)', cor: '#238551' },
  { chave: 'neutros', titulo: 'Neutros (7 e 8)', cor: '#C87619' },
  { chave: 'detratores', titulo: 'Detratores (0 a 6)', cor: '#CD4246' },
] as const;
const percentualDo = (nps: Nps, chave: (typeof GRUPOS)[number]['chave']) =>
  ({ promotores: nps.percentualPromotores, neutros: nps.percentualNeutros, detratores: nps.percentualDetratores })[chave];
const mesBr = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;

function Painel({ id }: { id: number }): React.JSX.Element {
  const provider = useDataProvider();
  const { data, error } = useSWR(['pesquisa-nps', id], () => call(provider, 'GET /pesquisas/{id}/nps', { path: { id }, errorMode: 'none' }));
  if (error) return <Callout intent={Intent.DANGER}>{(error as Error).message}</Callout>;
  if (!data) return <Spinner />;
  if (!data.total) return <NonIdealState icon="chart" description="Ainda não há respostas enviadas." />;
  return (
    <>
      <div className="rh-pesquisa-resumo">
        <Card className="rh-pesquisa-numero rh-nps-score" data-nps="score">
          <strong>{numero(data.score ?? 0)}</strong>NPS
        </Card>
        {GRUPOS.map((g) => (
          <Card key={g.chave} className="rh-pesquisa-numero" data-nps={g.chave}>
            <strong style={{ color: g.cor }}>{numero(percentualDo(data, g.chave))}%</strong>
            {g.titulo}: {data[g.chave]}
          </Card>
        ))}
        <Card className="rh-pesquisa-numero">
          <strong>{data.total}</strong>Respostas
        </Card>
      </div>
      <div className="rh-pesquisa-perguntas">
        <Card>
          <Grafico
            titulo="Promotores, neutros e detratores"
            data={[{ type: 'pie', hole: 0.5, sort: false, labels: GRUPOS.map((g) => g.titulo), values: GRUPOS.map((g) => data[g.chave]), marker: { colors: GRUPOS.map((g) => g.cor) }, textinfo: 'percent' }]}
            layout={{ showlegend: true, legend: { orientation: 'h' }, margin: { t: 8, r: 8, b: 8, l: 8 } }}
          />
        </Card>
        <Card>
          <Grafico
            titulo="NPS por mês"
            data={[{ type: 'scatter', mode: 'text+lines+markers', x: data.meses.map((m) => mesBr(m.mes)), y: data.meses.map((m) => m.score), text: data.meses.map((m) => numero(m.score ?? 0)), textposition: 'top center', line: { color: '#FF850A' }, hovertemplate: '%{x}: NPS %{y}<extra></extra>' }]}
            layout={{ xaxis: { type: 'category', title: { text: 'Mês' } }, yaxis: { range: [-115, 120], title: { text: 'NPS' }, zeroline: true }, margin: { t: 24, r: 24, b: 48, l: 56 } }}
          />
        </Card>
      </div>
    </>
  );
}

export function NpsPesquisas(): React.JSX.Element {
  const provider = useDataProvider();
  const { data, error } = useSWR('pesquisas-nps', () => provider.request<{ id: number; titulo: string }[]>('GET', '/pesquisas', { params: { tipo: 'N', unpaged: true, resumido: true, sort: 'dataInicio,desc' }, errorMode: 'none' }));
  const [escolhida, setEscolhida] = useState<number>();
  if (error) return <Callout intent={Intent.DANGER}>{(error as Error).message}</Callout>;
  if (!data) return <Spinner />;
  const id = escolhida ?? data[0]?.id;
  return (
    <section className="rh-pesquisas">
      <H3>NPS</H3>
      {!data.length ? <NonIdealState icon="chart" description="Nenhuma pesquisa do tipo NPS cadastrada." /> : null}
      {data.length ? (
        <label>
          Pesquisa{' '}
          <HTMLSelect id="filtro_pesquisa" value={id} onChange={(e) => setEscolhida(Number(e.target.value))} options={data.map((p) => ({ value: p.id, label: p.titulo }))} />
        </label>
      ) : null}
      {id ? <Painel key={id} id={id} /> : null}
    </section>
  );
}
