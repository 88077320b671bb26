/**
 * Under an answered evaluation's fields: each question as it was asked, the answer given and
 * its points, from the copy stored with the evaluation.
 */
import { HTMLTable, Section, SectionCard } from '@blueprintjs/core';
import useSWR from 'swr';
import { textoDaResposta, TIPO_PERGUNTA, type RespostaPontuada } from '../../modules/avaliacao/questionario/pontuacao';
import { useDataProvider } from '../../engine/react/data-provider';
import type { FormExtensionProps } from '../../engine/react/shell-kit';

const numero = (valor: number) => valor.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

export function RespostasDaAvaliacao({ id }: FormExtensionProps): React.JSX.Element | null {
  const provider = useDataProvider();
  const { data } = useSWR(id ? ['avaliacoes-candidato', id] : null, () => provider.getOne<{ respostas?: RespostaPontuada[] }>('avaliacoes-candidato', id!));
  if (!data?.respostas?.length) return null;
  return (
    <Section title="Respostas" icon="form" compact style={{ marginBottom: 16 }}>
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
