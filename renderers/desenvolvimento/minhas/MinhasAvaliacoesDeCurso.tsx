/**
 * The course evaluations released in the user's classes, in "Minhas Avaliações": each with its
 * class and whether it was answered; answering one makes its score the user's result there.
 */
import { Button, H4, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import { formatDate } from '../../../engine/format/dates';
import type { AvaliacaoDeCursoParaResponder } from '../../../modules/desenvolvimento/aprovacao/avaliacoes.api';
import { QuestionarioDaTurmaDialog } from '../presenca/QuestionarioDaTurmaDialog';

export function MinhasAvaliacoesDeCurso(): React.JSX.Element | null {
  const provider = useDataProvider();
  const { data, mutate } = useSWR('minhas-avaliacoes-de-curso', () => call(provider, 'GET /avaliacoes-turma/minhas'));
  const [aberta, setAberta] = useState<AvaliacaoDeCursoParaResponder>();
  if (!data?.length) return null;
  const path = aberta && { turma: aberta.turma.id, questionario: aberta.modeloAvaliacaoId };
  return (
    <section className="rh-minhas-avaliacoes-de-curso" style={{ marginTop: 24 }}>
      <H4>Avaliações de curso</H4>
      <HTMLTable striped className="rh-data-table" style={{ width: '100%' }}>
        <thead>
          <tr>
            <th>Curso</th>
            <th>Turma</th>
            <th>Avaliação</th>
            <th>Fim da turma</th>
            <th>Situação</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {data.map((item) => (
            <tr key={`${item.turma.id}:${item.avaliacaoCursoId}`}>
              <td>{item.turma.curso}</td>
              <td>{item.turma.descricao}</td>
              <td>{item.titulo}</td>
              <td>{item.turma.dataPrevFim ? formatDate(item.turma.dataPrevFim) : ''}</td>
              <td>
                <Tag minimal intent={item.respondida ? Intent.SUCCESS : Intent.WARNING}>{item.respondida ? 'Respondida' : 'Não respondida'}</Tag>
              </td>
              <td style={{ textAlign: 'right' }}>
                {item.respondida ? null : <Button small intent={Intent.PRIMARY} icon="edit" text="Responder" onClick={() => setAberta(item)} />}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {aberta && path ? (
        <QuestionarioDaTurmaDialog
          titulo={`${aberta.titulo} — ${aberta.turma.curso}`}
          chave={`minha-turma:${path.turma}:${path.questionario}`}
          carregar={() => call(provider, 'GET /avaliacoes-turma/{turma}/questionarios/{questionario}', { path, errorMode: 'none' })}
          enviar={(respostas) => call(provider, 'POST /avaliacoes-turma/{turma}/questionarios/{questionario}', { path, body: { respostas }, errorMode: 'none' })}
          sucesso="Respostas enviadas com sucesso."
          onFim={() => {
            setAberta(undefined);
            void mutate();
          }}
        />
      ) : null}
    </section>
  );
}
