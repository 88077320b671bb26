/** /analytics/sst: absenteeism month by month with its table per company, leaves by motive, accidents per month and exams by due date. */
import { call } from '../../engine/react/api-client';
import { useDataProvider } from '../../engine/react/data-provider';
import { Grafico } from '../charts/Grafico';
import { barras, LEGENDA, linha, mesBr, numero, rosca } from './graficos';
import { Cartao, Painel } from './Painel';
import { percentual, TabelaPorEmpresa } from './TabelaPorEmpresa';

export function Sst(): React.JSX.Element {
  const provider = useDataProvider();
  return (
    <Painel escolheEmpresas titulo="Analytics de SST" ler={(filtro) => call(provider, 'GET /analytics/sst', { params: { ...filtro } })}>
      {(dados) => (
        <>
          <Cartao titulo="Absenteísmo" largo>
            <Grafico
              titulo="Absenteísmo"
              vazio={!dados.absenteismo.length}
              data={[linha(dados.absenteismo.map((m) => mesBr(m.mes)), dados.absenteismo.map((m) => m.absenteismo), 'Absenteísmo (%)'), linha(dados.absenteismo.map((m) => mesBr(m.mes)), dados.absenteismo.map((m) => m.meta), 'Meta (%)', true)]}
              layout={{ xaxis: { type: 'category' }, showlegend: true, legend: { orientation: 'h' } }}
            />
            <TabelaPorEmpresa
              titulo="Absenteísmo por empresa"
              linhas={dados.absenteismo}
              colunas={[
                { titulo: 'Total de faltas', valor: (l) => numero(l.qtdTotalFaltas) },
                { titulo: 'Dias trabalhados', valor: (l) => numero(l.qtdDiasTrabalhados) },
                { titulo: 'Absenteísmo', valor: (l) => percentual(l.absenteismo) },
                { titulo: 'Meta', valor: (l) => percentual(l.meta) },
              ]}
            />
          </Cartao>
          <Cartao titulo="Afastamentos por motivo">
            <Grafico titulo="Afastamentos por motivo" vazio={!dados.afastamentosPorMotivo.length} data={rosca(dados.afastamentosPorMotivo)} layout={LEGENDA} />
          </Cartao>
          <Cartao titulo="Acidentes e doenças por mês">
            <Grafico
              titulo="Acidentes e doenças por mês"
              vazio={!dados.acidentesPorMes.some((m) => m.valor)}
              data={barras(dados.acidentesPorMes.map((m) => ({ ...m, nome: mesBr(m.nome) })))}
              layout={{ xaxis: { type: 'category' } }}
            />
          </Cartao>
          <Cartao titulo="Exames">
            <Grafico titulo="Exames" vazio={!dados.exames.length} data={barras(dados.exames)} />
          </Cartao>
        </>
      )}
    </Painel>
  );
}
