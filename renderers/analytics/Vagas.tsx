/** /analytics/vagas: the recruitment funnel (600 × 550, spec 02 §9) and the period's requests by situation, motive and area. */
import { call } from '../../engine/react/api-client';
import { useDataProvider } from '../../engine/react/data-provider';
import { Grafico } from '../charts/Grafico';
import { barras, funil, LEGENDA, rosca } from './graficos';
import { Cartao, Painel } from './Painel';

export function Vagas(): React.JSX.Element {
  const provider = useDataProvider();
  return (
    <Painel titulo="Analytics de Vagas" ler={(filtro) => call(provider, 'GET /analytics/vagas', { params: { ...filtro } })}>
      {(dados) => (
        <>
          <Cartao titulo="Funil do recrutamento" largo>
            <Grafico titulo="Funil do recrutamento" vazio={!dados.funil.length} data={funil(dados.funil)} largura={600} altura={550} layout={{ margin: { t: 16, r: 16, b: 16, l: 16 }, yaxis: { automargin: true } }} />
          </Cartao>
          <Cartao titulo="Solicitações por situação">
            <Grafico titulo="Solicitações por situação" vazio={!dados.situacao.length} data={rosca(dados.situacao)} layout={LEGENDA} />
          </Cartao>
          <Cartao titulo="Vagas por motivo">
            <Grafico titulo="Vagas por motivo" vazio={!dados.vagasPorMotivo.length} data={barras(dados.vagasPorMotivo)} />
          </Cartao>
          <Cartao titulo="Vagas por área organizacional">
            <Grafico titulo="Vagas por área organizacional" vazio={!dados.vagasPorArea.length} data={barras(dados.vagasPorArea)} />
          </Cartao>
        </>
      )}
    </Painel>
  );
}
