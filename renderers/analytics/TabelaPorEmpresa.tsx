/** The per-company tables under the turnover and absenteeism charts (spec 02 §2), month by month. */
import { HTMLTable } from '@blueprintjs/core';
import { mesBr, numero } from './graficos';

export interface Coluna<L> {
  titulo: string;
  valor: (linha: L) => string;
}

export const percentual = (valor: number | null) => (valor === null ? '—' : `${numero(valor, 2)}%`);

export function TabelaPorEmpresa<L extends { empresaNome: string; mes: string }>({ linhas, colunas, titulo }: { linhas: L[]; colunas: Coluna<L>[]; titulo: string }): React.JSX.Element {
  return (
    <HTMLTable compact striped className="rh-analytics-tabela" aria-label={titulo}>
      <thead>
        <tr>
          <th>Empresa</th>
          <th>Mês</th>
          {colunas.map((c) => (
            <th key={c.titulo}>{c.titulo}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {linhas.map((l) => (
          <tr key={`${l.empresaNome}-${l.mes}`}>
            <td>{l.empresaNome}</td>
            <td>{mesBr(l.mes)}</td>
            {colunas.map((c) => (
              <td key={c.titulo}>{c.valor(l)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
