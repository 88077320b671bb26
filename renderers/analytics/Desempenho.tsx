/**
 * /analytics/desempenho: an evaluation of the period (the latest unless chosen) with its
 * avaliados by desempenho band and its Nine Box counts, and the competency radar of a talent
 * against what the talent's faixa requires.
 */
import { Callout, HTMLSelect, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { boxesNaTela } from '../../modules/avaliacao/ninebox/classificar';
import { call } from '../../engine/react/api-client';
import { useDataProvider } from '../../engine/react/data-provider';
import type { RJSFSchema } from '@rjsf/utils';
import { SchemaForm } from '../../engine/react/SchemaForm';
import { Grafico } from '../charts/Grafico';
import { barras, radar } from './graficos';
import { Cartao, Painel } from './Painel';

/** The talent of the radar, chosen among the company's talents by the engine's record picker. */
const ESQUEMA_DO_TALENTO = { type: 'object', properties: { colaboradorId: { type: 'integer', title: 'Talento', 'x-reference': 'colaborador' } } } as RJSFSchema;

function SeletorDeTalento({ valor, aoEscolher }: { valor?: number; aoEscolher: (id?: number) => void }): React.JSX.Element {
  return (
    <SchemaForm
      schema={ESQUEMA_DO_TALENTO}
      uiSchema={{ 'ui:submitButtonOptions': { norender: true } }}
      formData={{ colaboradorId: valor }}
      onChange={({ formData }) => {
        const id = (formData as { colaboradorId?: number } | undefined)?.colaboradorId;
        if (id !== valor) aoEscolher(id);
      }}
    />
  );
}

export function Desempenho(): React.JSX.Element {
  const provider = useDataProvider();
  const [avaliacaoId, setAvaliacaoId] = useState<number>();
  const [colaboradorId, setColaboradorId] = useState<number>();
  return (
    <Painel
      titulo="Analytics de Desempenho"
      ler={(filtro) => call(provider, 'GET /analytics/desempenho', { params: { ...filtro, ...(avaliacaoId ? { avaliacaoId } : {}), ...(colaboradorId ? { colaboradorId } : {}) } })}
      chave={`${avaliacaoId ?? ''}-${colaboradorId ?? ''}`}
    >
      {(dados) => (
        <>
          <Cartao titulo="Resultados da avaliação">
            {dados.avaliacoes.length ? (
              <label>
                Avaliação{' '}
                <HTMLSelect id="analytics_avaliacao" value={dados.avaliacao?.id} onChange={(e) => setAvaliacaoId(Number(e.target.value))} options={dados.avaliacoes.map((a) => ({ value: a.id, label: a.titulo }))} />
              </label>
            ) : null}
            <Grafico titulo="Talentos por faixa de desempenho" vazio={!dados.resultados.length} data={barras(dados.resultados)} />
          </Cartao>
          <Cartao titulo="Nine Box">
            {dados.nineBoxMensagem ? <Callout intent={Intent.WARNING}>{dados.nineBoxMensagem}</Callout> : null}
            {dados.nineBox.length ? (
              <table className="rh-analytics-ninebox" aria-label="Nine Box">
                {/* The axes as the Nine Box screen draws them, by the system parameter. */}
                <caption>{dados.nineBoxEixoInvertido ? 'Desempenho ↑ · Potencial →' : 'Potencial ↑ · Desempenho →'}</caption>
                <tbody>
                  {boxesNaTela(dados.nineBoxEixoInvertido).map((linhaDaGrade) => (
                    <tr key={linhaDaGrade[0]}>
                      {linhaDaGrade.map((numero) => {
                        const box = dados.nineBox.find((b) => b.numero === numero)!;
                        return (
                          <td key={numero} data-box={numero}>
                            <strong>{box.quantidade}</strong>
                            <span>{box.nomeclatura}</span>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : !dados.nineBoxMensagem ? (
              <Grafico titulo="Nine Box" vazio data={[]} />
            ) : null}
          </Cartao>
          <Cartao titulo="Competências do talento" largo>
            <SeletorDeTalento valor={colaboradorId} aoEscolher={setColaboradorId} />
            {dados.radar?.mensagem ? <Callout intent={Intent.PRIMARY}>{dados.radar.mensagem}</Callout> : null}
            <Grafico
              titulo="Competências do talento"
              vazio={!dados.radar?.competencias.length}
              altura={380}
              data={radar(dados.radar?.competencias.map((c) => c.nome) ?? [], [
                { nome: `Exigido pela faixa${dados.radar?.faixaSalarial ? ` ${dados.radar.faixaSalarial}` : ''}`, valores: dados.radar?.competencias.map((c) => c.exigido) ?? [] },
                { nome: dados.radar?.colaborador.nome ?? 'Talento', valores: dados.radar?.competencias.map((c) => c.talento) ?? [] },
              ])}
              layout={{ showlegend: true, legend: { orientation: 'h' }, polar: { radialaxis: { visible: true, rangemode: 'tozero' } } }}
            />
          </Cartao>
        </>
      )}
    </Painel>
  );
}
