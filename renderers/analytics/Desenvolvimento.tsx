/**
 * /analytics/desenvolvimento: the cost of the period's classes by course (a click shows the
 * course's expenses by type), participants by course, training hours per talent (spec 02 §9)
 * and the certifications in force.
 */
import { useState } from 'react';
import { call } from '../../engine/react/api-client';
import { useDataProvider } from '../../engine/react/data-provider';
import type { FiltroAnalytics } from '../../modules/analytics/analytics.api';
import { Grafico } from '../charts/Grafico';
import { Detalhe } from './Detalhe';
import { barras, LEGENDA, moeda, numero, rosca } from './graficos';
import { Cartao, Painel } from './Painel';

export function Desenvolvimento(): React.JSX.Element {
  const provider = useDataProvider();
  const [curso, setCurso] = useState<{ id: number; nome: string; filtro: FiltroAnalytics }>();
  return (
    <Painel titulo="Analytics de Desenvolvimento" ler={(filtro) => call(provider, 'GET /analytics/desenvolvimento', { params: { ...filtro } })}>
      {(dados, filtro) => (
        <>
          <Cartao titulo="Despesas por curso">
            <Grafico
              titulo="Despesas por curso"
              vazio={!dados.despesasPorCurso.length}
              data={rosca(dados.despesasPorCurso, moeda)}
              layout={LEGENDA}
              aoClicar={(i) => {
                const fatia = dados.despesasPorCurso[i]!;
                setCurso({ id: fatia.id!, nome: fatia.nome, filtro });
              }}
            />
            {curso ? (
              <Detalhe
                key={curso.id}
                titulo={`Despesas de ${curso.nome} por tipo`}
                formato={moeda}
                fechar={() => setCurso(undefined)}
                ler={() => call(provider, 'GET /analytics/tipo-despesa-por-curso', { params: { ...curso.filtro, cursosIds: String(curso.id) } })}
              />
            ) : null}
          </Cartao>
          <Cartao titulo="Participantes por curso">
            <Grafico titulo="Participantes por curso" vazio={!dados.participantesPorCurso.length} data={barras(dados.participantesPorCurso)} />
          </Cartao>
          <Cartao titulo="Horas de treinamento por talento">
            <p className="rh-analytics-indicador" data-indicador="horas-por-talento">
              <strong>{dados.horasPorTalento === null ? '—' : numero(dados.horasPorTalento, 2)}</strong> h
            </p>
            <p>
              {numero(dados.horasParticipantes, 2)} horas × participantes ÷ {numero(dados.ativos)} talentos ativos
            </p>
          </Cartao>
          <Cartao titulo="Certificações em vigor">
            <Grafico titulo="Certificações em vigor" vazio={!dados.certificacoes.length} data={barras(dados.certificacoes)} />
          </Cartao>
        </>
      )}
    </Painel>
  );
}
