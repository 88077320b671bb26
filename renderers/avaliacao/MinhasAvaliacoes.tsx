/**
 * "Minhas avaliações" (issue 14 item 4): what the signed-in user's talent evaluates in the
 * released performance evaluations — each avaliado with the relation and whether it is answered —
 * and answering one, partially ("Salvar e continuar depois") or in full.
 */
import { Button, Callout, H3, HTMLTable, Intent, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import { call } from '../../engine/react/api-client';
import { useDataProvider } from '../../engine/react/data-provider';
import { formatDate } from '../../engine/format/dates';
import type { AvaliacaoParaResponder } from '../../modules/avaliacao/desempenho/desempenho.api';
import { RELACAO } from '../../modules/avaliacao/desempenho/relacao';
import { MinhasAvaliacoesDeCurso } from '../desenvolvimento/minhas/MinhasAvaliacoesDeCurso';
import { QuestionarioDoAvaliado } from './QuestionarioDoAvaliado';

const SITUACAO: Record<AvaliacaoParaResponder['situacao'], { texto: string; intent: Intent }> = {
  N: { texto: 'Não respondida', intent: Intent.WARNING },
  P: { texto: 'Respondida parcialmente', intent: Intent.PRIMARY },
  R: { texto: 'Respondida', intent: Intent.SUCCESS },
};

export function MinhasAvaliacoes(): React.JSX.Element {
  const provider = useDataProvider();
  const { data, mutate } = useSWR('minhas-avaliacoes', () => call(provider, 'GET /avaliacoes-desempenho/minhas'));
  const [aberta, setAberta] = useState<AvaliacaoParaResponder>();
  if (aberta) {
    const path = { id: aberta.avaliacao.id, avaliadoId: aberta.avaliado.id };
    const fechar = () => {
      setAberta(undefined);
      void mutate();
    };
    return (
      <QuestionarioDoAvaliado
        chamadas={{
          chave: `minhas:${path.id}:${path.avaliadoId}`,
          carregar: () => call(provider, 'GET /avaliacoes-desempenho/{id}/avaliados/{avaliadoId}/questionario', { path, errorMode: 'none' }),
          enviar: (body, parcial) => call(provider, 'POST /avaliacoes-desempenho/{id}/avaliados/{avaliadoId}/respostas', { path, body, params: parcial ? { parcial: 'true' } : {}, errorMode: 'none' }),
        }}
        onEnviada={fechar}
        onCancelar={fechar}
      />
    );
  }
  return (
    <section className="rh-minhas-avaliacoes">
      <H3>Minhas Avaliações</H3>
      {!data ? (
        <Spinner />
      ) : !data.length ? (
        <Callout>Não há avaliações de desempenho liberadas para você responder.</Callout>
      ) : (
        <HTMLTable striped className="rh-data-table" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>Avaliação</th>
              <th>Prazo</th>
              <th>Avaliado</th>
              <th>Relação</th>
              <th>Situação</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data.map((item) => (
              <tr key={`${item.avaliacao.id}:${item.avaliado.id}`}>
                <td>{item.avaliacao.titulo}</td>
                <td>{formatDate(item.avaliacao.dataFim)}</td>
                <td>{item.avaliado.nome}</td>
                <td>{RELACAO[item.tipo]}</td>
                <td>
                  <Tag minimal intent={SITUACAO[item.situacao].intent}>{SITUACAO[item.situacao].texto}</Tag>
                </td>
                <td style={{ textAlign: 'right' }}>
                  {item.situacao !== 'R' ? <Button small intent={Intent.PRIMARY} icon="edit" text={item.situacao === 'P' ? 'Continuar' : 'Responder'} onClick={() => setAberta(item)} /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <MinhasAvaliacoesDeCurso />
    </section>
  );
}
