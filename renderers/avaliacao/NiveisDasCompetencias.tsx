/**
 * The competences an avaliador assesses in a performance evaluation: one row per competence the
 * avaliado's faixa requires (with the level required, when the evaluation shows it), the levels
 * of the configuration in force as columns — the grid of a talent's assessment — and the
 * messages of the row or of the whole grid.
 */
import { Callout, H5, HTMLTable, Intent } from '@blueprintjs/core';
import { PROPRIEDADE, chave } from '../../modules/cargo-salario/competencias/competencia';
import type { CompetenciasDoAvaliado, NivelDado } from '../../modules/avaliacao/desempenho/desempenho.api';
import { CabecalhoNiveis, CelulasDeNivel, ErrosDaLinha, NomeDaCompetencia } from '../cargo-salario/grade-competencias';

/** The level chosen per competence (`chave`). */
export type NiveisEscolhidos = Record<string, number>;

export function niveisDados(grade: CompetenciasDoAvaliado): NiveisEscolhidos {
  return Object.fromEntries(grade.dados.map((d) => [chave(d.tipoCompetencia, (d.conhecimento ?? d.habilidade ?? d.atitude)!.id), d.nivelCompetencia.id]));
}

/** The rows to send, in the grid's order, only those with a level; their keys name the server's messages back. */
export function niveisParaEnvio(grade: CompetenciasDoAvaliado, niveis: NiveisEscolhidos): { linhas: NivelDado[]; chaves: string[] } {
  const comNivel = grade.itens.filter((c) => niveis[chave(c.tipoCompetencia, c.id)] !== undefined);
  return {
    linhas: comNivel.map((c) => ({ tipoCompetencia: c.tipoCompetencia, [PROPRIEDADE[c.tipoCompetencia]]: { id: c.id }, nivelCompetencia: { id: niveis[chave(c.tipoCompetencia, c.id)]! } })),
    chaves: comNivel.map((c) => chave(c.tipoCompetencia, c.id)),
  };
}

export function NiveisDasCompetencias(props: {
  grade: CompetenciasDoAvaliado;
  niveis: NiveisEscolhidos;
  /** The grid's own message (not every competence has a level). */
  erro?: string;
  porLinha: Record<string, string[]>;
  /** Rows still without a level, marked after a refused send. */
  pendentes: ReadonlySet<string>;
  onChange(chave: string, nivelId: number): void;
}): React.JSX.Element {
  const { grade, niveis } = props;
  const exigido = grade.itens.some((c) => c.nivelExigido !== null);
  return (
    <section className="rh-niveis-das-competencias" aria-label="Competências">
      <H5>Competências{grade.faixaSalarial ? ` da faixa ${grade.faixaSalarial.descricao}` : ''}</H5>
      {grade.mensagem ? (
        <Callout intent={Intent.WARNING}>{grade.mensagem} Não há competências a avaliar.</Callout>
      ) : (
        <>
          <p>Indique o nível que o avaliado demonstra em cada competência.</p>
          {props.erro ? (
            <Callout intent={Intent.DANGER} compact icon="error" style={{ marginBottom: 8 }}>
              {props.erro}
            </Callout>
          ) : null}
          <div style={{ overflowX: 'auto' }}>
            <HTMLTable compact striped className="rh-matriz" style={{ width: '100%' }}>
              <thead>
                <tr>
                  <th>Competência</th>
                  {exigido ? <th>Nível exigido</th> : null}
                  <CabecalhoNiveis niveis={grade.escala} />
                </tr>
              </thead>
              <tbody>
                {grade.itens.map((c) => {
                  const k = chave(c.tipoCompetencia, c.id);
                  return (
                    <tr key={k} data-competencia={c.nome} className={props.pendentes.has(k) ? 'rh-linha-pendente' : undefined}>
                      <td>
                        <NomeDaCompetencia competencia={c} />
                        <ErrosDaLinha erros={props.porLinha[k]} />
                      </td>
                      {exigido ? <td>{c.nivelExigido?.descricao}</td> : null}
                      <CelulasDeNivel chave={k} nome={c.nome} niveis={grade.escala} nivelId={niveis[k]} onChange={(nivelId) => props.onChange(k, nivelId)} />
                    </tr>
                  );
                })}
              </tbody>
            </HTMLTable>
          </div>
        </>
      )}
    </section>
  );
}
