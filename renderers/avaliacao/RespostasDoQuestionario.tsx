/**
 * Under an answered questionnaire's fields (a candidate's evaluation, a talent's questionnaire):
 * each question as it was asked, the answer given and its points, from the copy stored with it;
 * a talent's also prints.
 */
import { HTMLTable, Section, SectionCard } from '@blueprintjs/core';
import useSWR from 'swr';
import { textoDaResposta, TIPO_PERGUNTA, type RespostaPontuada } from '../../modules/avaliacao/questionario/pontuacao';
import { useDataProvider } from '../../engine/react/data-provider';
import type { FormExtensionProps } from '../../engine/react/shell-kit';
import { ImprimirQuestionario } from './ImprimirQuestionario';

const numero = (valor: number) => valor.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

function RespostasDoQuestionario({ resource, id, imprimir = false }: { resource: string; id?: string; imprimir?: boolean }): React.JSX.Element | null {
  const provider = useDataProvider();
  const { data } = useSWR(id ? [resource, id] : null, () => provider.getOne<{ respostas?: RespostaPontuada[] }>(resource, id!));
  if (!data?.respostas?.length) return null;
  return (
    <Section title="Respostas" icon="form" compact style={{ marginBottom: 16 }} rightElement={imprimir ? <ImprimirQuestionario id={Number(id)} small /> : undefined}>
      <SectionCard padded={false}>
        <HTMLTable compact striped style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>Pergunta</th>
              <th>Resposta</th>
              <th>Pontos</th>
            </tr>
          </thead>
          <tbody>
            {data.respostas.map((r) => (
              <tr key={r.perguntaId}>
                <td>
                  {r.ordem}. {r.texto}
                </td>
                <td>{textoDaResposta(r)}</td>
                <td>{r.tipo === TIPO_PERGUNTA.SUBJETIVA ? '-' : `${numero(r.pontos)} de ${numero(r.pontosMaximos)}`}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </SectionCard>
    </Section>
  );
}

export const RespostasDaAvaliacaoCandidato = ({ id }: FormExtensionProps) => <RespostasDoQuestionario resource="avaliacoes-candidato" id={id} />;
export const RespostasDoQuestionarioDoTalento = ({ id }: FormExtensionProps) => <RespostasDoQuestionario resource="colaboradores-questionarios" id={id} imprimir />;
