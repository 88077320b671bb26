/**
 * NineBox.pdf: the grid as it is drawn (the axes as the system parameter sets them), each box
 * with its title and count, then each box's talents with their desempenho and potencial.
 */
import { formatDate } from '../../../engine/format/dates';
import type { LaidOutDocument } from '../../../engine/report/document-layout';
import { boxesNaTela } from './classificar';
import type { GraficoNineBox } from './ninebox.api';

const pct = (valor: number) => `${valor.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

export function documentoDoNineBox(grafico: GraficoNineBox): LaidOutDocument {
  const box = (numero: number) => grafico.boxes[numero - 1]!;
  const [vertical, horizontal] = grafico.eixoInvertido ? ['Desempenho', 'Potencial'] : ['Potencial', 'Desempenho'];
  const { configuracao: c } = grafico;
  return {
    title: `Nine Box — ${grafico.avaliacao.titulo}`,
    sections: [
      {
        title: 'Configuração',
        blocks: [
          {
            kind: 'fields',
            pairs: [
              { label: 'Configuração de', value: c.data ? formatDate(c.data) : 'padrão' },
              { label: 'Potencial', value: `baixo até ${c.percentualBaixoPotencial}%, alto acima de ${c.percentualAltoPotencial}%` },
              { label: 'Desempenho', value: `baixo até ${c.percentualBaixoDesempenho}%, alto acima de ${c.percentualAltoDesempenho}%` },
              { label: 'Eixos', value: `${vertical} na vertical (alto em cima), ${horizontal} na horizontal (alto à direita)` },
              ...(grafico.semResultado ? [{ label: 'Sem resultado', value: `${grafico.semResultado} avaliado(s) sem desempenho ou potencial, fora do Nine Box` }] : []),
            ],
          },
        ],
      },
      {
        title: 'Nine Box',
        blocks: [
          {
            kind: 'table',
            columns: ['', '', ''],
            rows: boxesNaTela(grafico.eixoInvertido).map((linha) => linha.map((n) => `Box ${n} — ${box(n).nomeclatura}\n${box(n).quantidade} talento(s)`)),
          },
        ],
      },
      ...grafico.boxes
        .filter((b) => b.quantidade)
        .map((b) => ({
          title: `Box ${b.numero} — ${b.nomeclatura} (${b.quantidade})`,
          blocks: [{ kind: 'table' as const, columns: ['Talento', 'Cargo', 'Desempenho', 'Potencial'], rows: b.colaboradores.map((t) => [t.nome, t.cargo ?? '', pct(t.desempenho), pct(t.potencial)]) }],
        })),
    ],
    signatures: [],
  };
}
