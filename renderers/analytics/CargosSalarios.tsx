/**
 * /analytics/cargos-salarios: salaries and headcount by area (a click on a salary slice shows its
 * child areas), promotions by area (a click on a bar shows that kind's child areas) and the
 * company's turnover with its table.
 */
import { useState } from 'react';
import { call } from '../../engine/react/api-client';
import { useDataProvider } from '../../engine/react/data-provider';
import type { FiltroAnalytics } from '../../modules/analytics/analytics.api';
import { Grafico } from '../charts/Grafico';
import { Detalhe } from './Detalhe';
import { LEGENDA, linha, mesBr, moeda, numero, rosca } from './graficos';
import { Cartao, Painel } from './Painel';
import { percentual, TabelaPorEmpresa } from './TabelaPorEmpresa';

const TIPOS = ['horizontal', 'vertical'] as const;

export function CargosSalarios(): React.JSX.Element {
  const provider = useDataProvider();
  const [area, setArea] = useState<{ id: number; nome: string; dataBase: string }>();
  const [promocao, setPromocao] = useState<{ id: number; nome: string; tipo: (typeof TIPOS)[number]; filtro: FiltroAnalytics }>();
  return (
    <Painel escolheEmpresas titulo="Analytics de Cargos e Salários" ler={(filtro) => call(provider, 'GET /analytics/cargos-salarios', { params: { ...filtro } })}>
      {(dados, filtro) => (
        <>
          <Cartao titulo="Salários por área organizacional">
            <Grafico
              titulo="Salários por área organizacional"
              vazio={!dados.salariosPorArea.length}
              data={rosca(dados.salariosPorArea, moeda)}
              layout={LEGENDA}
              aoClicar={(i) => {
                const fatia = dados.salariosPorArea[i]!;
                setArea({ id: fatia.id!, nome: fatia.nome, dataBase: dados.periodo.dataFim });
              }}
            />
            {area ? (
              <Detalhe
                key={area.id}
                titulo={`Áreas filhas de ${area.nome}`}
                formato={moeda}
                fechar={() => setArea(undefined)}
                ler={() => call(provider, 'GET /analytics/salarios-areas-filhas', { params: { dataBase: area.dataBase, areaId: area.id } })}
              />
            ) : null}
          </Cartao>
          <Cartao titulo="Talentos por área organizacional">
            <Grafico titulo="Talentos por área organizacional" vazio={!dados.headcountPorArea.length} data={rosca(dados.headcountPorArea)} layout={LEGENDA} />
          </Cartao>
          <Cartao titulo="Promoções por área organizacional">
            <Grafico
              titulo="Promoções por área organizacional"
              vazio={!dados.promocoesPorArea.length}
              data={TIPOS.map((tipo) => ({ type: 'bar', name: tipo === 'horizontal' ? 'Horizontal' : 'Vertical', x: dados.promocoesPorArea.map((p) => p.nome), y: dados.promocoesPorArea.map((p) => p[tipo]) }))}
              layout={{ barmode: 'group', showlegend: true, legend: { orientation: 'h' } }}
              aoClicar={(i, serie) => {
                const promovida = dados.promocoesPorArea[i]!;
                setPromocao({ id: promovida.id, nome: promovida.nome, tipo: TIPOS[serie] ?? 'horizontal', filtro });
              }}
            />
            {promocao ? (
              <Detalhe
                key={`${promocao.tipo}-${promocao.id}`}
                titulo={`Promoções (${promocao.tipo}) das áreas filhas de ${promocao.nome}`}
                fechar={() => setPromocao(undefined)}
                ler={async () => {
                  const rota = promocao.tipo === 'horizontal' ? 'GET /analytics/promocoes-horizontal-areas-filhas' : 'GET /analytics/promocoes-vertical-areas-filhas';
                  const resposta = await call(provider, rota, { params: { ...promocao.filtro, areaOrganizacionalId: promocao.id } });
                  return { mensagem: resposta.mensagem, itens: resposta.itens.map((p) => ({ id: p.id, nome: p.nome, valor: p[promocao.tipo] })) };
                }}
              />
            ) : null}
          </Cartao>
          <Cartao titulo="Turnover" largo>
            <Grafico
              titulo="Turnover"
              vazio={!dados.turnover.length}
              data={[linha(dados.turnover.map((m) => mesBr(m.mes)), dados.turnover.map((m) => m.turnover), 'Turnover (%)'), linha(dados.turnover.map((m) => mesBr(m.mes)), dados.turnover.map((m) => m.meta), 'Meta (%)', true)]}
              layout={{ xaxis: { type: 'category' }, showlegend: true, legend: { orientation: 'h' } }}
            />
            <TabelaPorEmpresa
              titulo="Turnover por empresa"
              linhas={dados.turnover}
              colunas={[
                { titulo: 'Admitidos', valor: (l) => numero(l.qtdAdmitidos) },
                { titulo: 'Demitidos', valor: (l) => numero(l.qtdDemitidos) },
                { titulo: 'Média', valor: (l) => numero(l.media, 1) },
                { titulo: 'Turnover', valor: (l) => percentual(l.turnover) },
                { titulo: 'Meta', valor: (l) => percentual(l.meta) },
              ]}
            />
          </Cartao>
        </>
      )}
    </Painel>
  );
}
