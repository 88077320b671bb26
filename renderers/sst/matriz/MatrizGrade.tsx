/**
 * The risk classification matrix as a grid (brief item 6): severities down, probabilities across,
 * each cell the classification of that combination in its colour — what the list of combinations
 * below (the form's own) adds up to. Read from the saved matrix, so it shows what is in force.
 */
import { HTMLTable, Section, SectionCard } from '@blueprintjs/core';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import type { FormExtensionProps } from '../../../engine/react/shell-kit';

interface Nivel {
  id: number;
  nome: string;
  ordem: number;
}

/** Black or white, whichever reads better on the cell's colour. */
function textoSobre(cor: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(cor.slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 150 ? '#1c2127' : '#ffffff';
}

export function MatrizGrade({ id }: FormExtensionProps): React.JSX.Element | null {
  const provider = useDataProvider();
  const { data } = useSWR(['matriz-risco-grade', id], async () => {
    const niveis = (recurso: string) => provider.getList<Nivel>(recurso, { page: 0, size: 100, sort: 'ordem,asc' });
    const [matriz, gravidades, probabilidades] = await Promise.all([call(provider, 'GET /matriz-risco', { errorMode: 'none' }), niveis('gravidades-risco'), niveis('probabilidades-risco')]);
    return { combinacoes: matriz.combinacoes ?? [], gravidades: gravidades.content, probabilidades: probabilidades.content };
  });
  if (!data?.combinacoes.length) return null;
  const celula = (gravidade: number, probabilidade: number) => data.combinacoes.find((c) => c.gravidadeRisco.id === gravidade && c.probabilidadeRisco.id === probabilidade);
  return (
    <Section title="Matriz (gravidade × probabilidade)" icon="grid" compact className="rh-matriz-risco" style={{ marginBottom: 16 }}>
      <SectionCard padded={false}>
        <HTMLTable compact bordered style={{ width: '100%', tableLayout: 'fixed' }}>
          <thead>
            <tr>
              <th>Gravidade \ Probabilidade</th>
              {data.probabilidades.map((p) => (
                <th key={p.id}>{p.nome}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...data.gravidades].reverse().map((g) => (
              <tr key={g.id}>
                <th>{g.nome}</th>
                {data.probabilidades.map((p) => {
                  const combinacao = celula(g.id, p.id);
                  return (
                    <td key={p.id} style={combinacao ? { background: combinacao.cor, color: textoSobre(combinacao.cor), fontWeight: 600, textAlign: 'center' } : { textAlign: 'center' }}>
                      {combinacao?.classificacao ?? '—'}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </SectionCard>
    </Section>
  );
}
