/**
 * /pesquisa/pesquisas/:id/resultados: a survey's results — participants and answers, then per
 * question (grouped under its aspect) a chart of the alternatives chosen or the grades given, the
 * mean grade, and the texts written. No person is named: the server sends counts and texts only.
 */
import { Button, Callout, Card, H3, H5, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import type { ResultadoPergunta } from '../../../modules/avaliacao/pesquisas/pesquisas.api';
import { textosAgrupados } from '../../../modules/avaliacao/pesquisas/textos';
import { Grafico } from '../../charts/Grafico';
import './pesquisas.css';

const numero = (valor: number) => valor.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
const COR = '#FF850A';
/** A count axis: whole numbers only, one tick each while they are few. */
const eixoDeContagem = (maximo: number) => ({ rangemode: 'tozero', tickformat: 'd', ...(maximo <= 10 ? { dtick: 1 } : {}) });

/** A bar per alternative (horizontal: long texts read whole) or per grade. */
function GraficoDaPergunta({ pergunta }: { pergunta: ResultadoPergunta }): React.JSX.Element | null {
  if (pergunta.alternativas) {
    const alternativas = [...pergunta.alternativas].reverse();
    return (
      <Grafico
        titulo={`Respostas da pergunta ${pergunta.ordem}`}
        altura={Math.max(140, 40 * alternativas.length + 60)}
        data={[{ type: 'bar', orientation: 'h', x: alternativas.map((a) => a.quantidade), y: alternativas.map((a) => a.texto), marker: { color: COR }, hovertemplate: '%{y}: %{x}<extra></extra>' }]}
        layout={{ margin: { t: 8, r: 16, b: 32, l: 160 }, xaxis: eixoDeContagem(Math.max(...alternativas.map((a) => a.quantidade))), yaxis: { automargin: true } }}
      />
    );
  }
  if (pergunta.notas) {
    return (
      <Grafico
        titulo={`Notas da pergunta ${pergunta.ordem}`}
        data={[{ type: 'bar', x: pergunta.notas.map((n) => String(n.nota)), y: pergunta.notas.map((n) => n.quantidade), marker: { color: COR }, hovertemplate: 'Nota %{x}: %{y}<extra></extra>' }]}
        layout={{ xaxis: { title: { text: 'Nota' }, type: 'category' }, yaxis: eixoDeContagem(Math.max(...pergunta.notas.map((n) => n.quantidade))) }}
      />
    );
  }
  return null;
}

function CartaoDaPergunta({ pergunta }: { pergunta: ResultadoPergunta }): React.JSX.Element {
  return (
    <Card className="rh-pesquisa-cartao" data-pergunta={pergunta.texto}>
      <H5>
        {pergunta.ordem}. {pergunta.texto}
      </H5>
      <div className="rh-pesquisa-acoes">
        {pergunta.aspecto ? <Tag minimal>{pergunta.aspecto}</Tag> : null}
        <Tag minimal>{pergunta.respostas === 1 ? '1 resposta' : `${pergunta.respostas} respostas`}</Tag>
        {pergunta.media !== undefined && pergunta.media !== null ? <Tag intent={Intent.PRIMARY}>Média {numero(pergunta.media)}</Tag> : null}
      </div>
      <GraficoDaPergunta pergunta={pergunta} />
      {pergunta.textos.length ? (
        <>
          <strong>{pergunta.alternativas || pergunta.notas ? 'Comentários' : 'Respostas'}</strong>
          <ul className="rh-pesquisa-textos">
            {textosAgrupados(pergunta.textos).map(({ texto, vezes }) => (
              <li key={texto}>
                {texto}
                {vezes > 1 ? <Tag minimal round className="rh-pesquisa-vezes">{vezes}</Tag> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}

export function ResultadosPesquisa(): React.JSX.Element {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { data, error } = useSWR(['pesquisa-resultados', id], () => call(provider, 'GET /pesquisas/{id}/resultados', { path: { id }, errorMode: 'none' }));
  if (error) return <Callout intent={Intent.DANGER}>{(error as Error).message}</Callout>;
  if (!data) return <Spinner />;
  const taxa = data.participantes ? Math.round((data.respondidas * 1000) / data.participantes) / 10 : 0;
  return (
    <section className="rh-pesquisas">
      <div className="rh-pesquisa-acoes">
        <Button icon="arrow-left" text="Voltar" onClick={() => navigate(`/pesquisa/pesquisas/${id}`)} />
      </div>
      <H3>Resultados: {data.titulo}</H3>
      <div className="rh-pesquisa-resumo">
        <Card className="rh-pesquisa-numero">
          <strong>{data.participantes}</strong>Participantes
        </Card>
        <Card className="rh-pesquisa-numero">
          <strong>{data.respondidas}</strong>Respostas
        </Card>
        <Card className="rh-pesquisa-numero">
          <strong>{numero(taxa)}%</strong>Participação
        </Card>
        {data.anonima ? <Tag minimal icon="eye-off">Anônima</Tag> : null}
      </div>
      {!data.respondidas ? <NonIdealState icon="chart" description="Ainda não há respostas enviadas." /> : null}
      {data.respondidas ? (
        <div className="rh-pesquisa-perguntas">
          {data.perguntas.map((pergunta) => (
            <CartaoDaPergunta key={pergunta.perguntaId} pergunta={pergunta} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
