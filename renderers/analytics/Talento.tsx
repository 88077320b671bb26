/**
 * /analytics/talento: active talents by generation (a click shows the generation's description)
 * and by sex, the period's dismissals by motive with the button to the dismissals report
 * ("Relatório Analítico"), and admissions and dismissals month by month.
 */
import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { call } from '../../engine/react/api-client';
import { useDataProvider } from '../../engine/react/data-provider';
import type { FatiaGeracao } from '../../modules/analytics/analytics.api';
import { Grafico } from '../charts/Grafico';
import { LEGENDA, linha, mesBr, rosca } from './graficos';
import { Cartao, Painel } from './Painel';

export const GERACAO_SEM_DESCRICAO = 'Geração não possui descrição.';
/** The dismissals report (schemas/gestao-talentos/relatorios/desligamentos.json) at its generated route. */
const RELATORIO_DE_DESLIGAMENTOS = '/gestao-talentos/relatorios/desligamentos';

export function Talento(): React.JSX.Element {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const [geracao, setGeracao] = useState<FatiaGeracao>();
  return (
    <Painel titulo="Analytics de Talento" ler={(filtro) => call(provider, 'GET /analytics/talento', { params: { ...filtro } })}>
      {(dados) => (
        <>
          <Cartao titulo="Talentos por geração">
            <Grafico titulo="Talentos por geração" vazio={!dados.geracoes.length} data={rosca(dados.geracoes)} layout={LEGENDA} aoClicar={(i) => setGeracao(dados.geracoes[i])} />
            {geracao ? (
              <Callout className="rh-analytics-detalhe" intent={Intent.PRIMARY} title={geracao.nome} data-detalhe="geracao">
                {geracao.descricao || GERACAO_SEM_DESCRICAO}
              </Callout>
            ) : null}
          </Cartao>
          <Cartao titulo="Desligamentos por motivo">
            <Grafico titulo="Desligamentos por motivo" vazio={!dados.desligamentosPorMotivo.length} data={rosca(dados.desligamentosPorMotivo)} layout={LEGENDA} />
            <Button className="rh-analytics-imprimir" icon="document" text="Relatório Analítico" onClick={() => navigate(RELATORIO_DE_DESLIGAMENTOS)} />
          </Cartao>
          <Cartao titulo="Talentos por sexo">
            <Grafico titulo="Talentos por sexo" vazio={!dados.sexo.length} data={rosca(dados.sexo)} layout={LEGENDA} />
          </Cartao>
          <Cartao titulo="Admissões e desligamentos">
            <Grafico
              titulo="Admissões e desligamentos"
              vazio={!dados.admissoesDesligamentos.some((m) => m.admitidos || m.desligados)}
              data={[
                linha(dados.admissoesDesligamentos.map((m) => mesBr(m.mes)), dados.admissoesDesligamentos.map((m) => m.admitidos), 'Admissões'),
                linha(dados.admissoesDesligamentos.map((m) => mesBr(m.mes)), dados.admissoesDesligamentos.map((m) => m.desligados), 'Desligamentos'),
              ]}
              layout={{ xaxis: { type: 'category' }, showlegend: true, legend: { orientation: 'h' } }}
            />
          </Cartao>
        </>
      )}
    </Painel>
  );
}
