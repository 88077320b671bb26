/**
 * The Nine Box (spec 02 §2): an evaluation's talents in a 3×3 grid of potencial × desempenho.
 * Three modes: "Visualizar" (titles and descriptions), "Analytics" (counts and shares) and
 * "Editar" (the limits and each box's title and description, saved as the configuration from
 * today). Clicking a box lists its talents ("Resultados por Box"); ticking boxes writes the
 * "Resultado:" line; "Imprimir" downloads NineBox.pdf.
 */
import { Button, ButtonGroup, Callout, Card, Checkbox, FormGroup, H3, H5, HTMLSelect, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { ApiRequestError, useDataProvider } from '../../../engine/react/data-provider';
import type { ScreenProps } from '../../../engine/react/module-manifest';
import { saveDownload } from '../../../engine/react/report-job';
import { boxesNaTela } from '../../../modules/avaliacao/ninebox/classificar';
import type { BoxDoGrafico, GraficoNineBox } from '../../../modules/avaliacao/ninebox/ninebox.api';
import { presentApiError } from '../../shell/present-api-error';
import { EditorDoNineBox } from './EditorDoNineBox';
import './ninebox.css';

type Modo = 'visualizar' | 'analytics' | 'editar';

/** Colour of a box: risk at low/low, talent at high/high (the sum of its levels). */
const tom = (numero: number) => {
  const potencial = 2 - Math.floor((numero - 1) / 3);
  const desempenho = (numero - 1) % 3;
  return `rh-ninebox-r${potencial + desempenho}`;
};

const iniciais = (nome: string) =>
  nome
    .split(' ')
    .filter(Boolean)
    .map((p) => p[0])
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('')
    .toUpperCase();

/** The description as a tooltip, cut at 200 characters (spec §9). */
const dica = (texto: string) => (texto.length > 200 ? `${texto.slice(0, 200)}…` : texto);

export function NineBoxScreen({ screen }: ScreenProps): React.JSX.Element {
  const provider = useDataProvider();
  const [avaliacaoId, setAvaliacaoId] = useState<number>();
  const [modo, setModo] = useState<Modo>('visualizar');
  const [aberto, setAberto] = useState<number>();
  const [selecionados, setSelecionados] = useState<Set<number>>(new Set());
  const { data: avaliacoes } = useSWR(['opcoes', 'avaliacoes-desempenho'], () => provider.getOptions('avaliacoes-desempenho'));
  const { data: grafico, error, mutate } = useSWR(avaliacaoId ? ['ninebox', avaliacaoId] : null, () =>
    call(provider, 'GET /ninebox/chart/{avaliacaoId}', { path: { avaliacaoId: avaliacaoId! }, errorMode: 'none' }),
  );
  const imprimir = async () => {
    try {
      saveDownload(await provider.download('/ninebox/relatorio', { method: 'POST', body: { avaliacaoId }, errorMode: 'none' }));
    } catch (failure) {
      if (failure instanceof ApiRequestError) presentApiError(failure, 'popup');
      else throw failure;
    }
  };
  const alternar = (numero: number) => {
    const next = new Set(selecionados);
    if (next.has(numero)) next.delete(numero);
    else next.add(numero);
    setSelecionados(next);
  };
  return (
    <div className="rh-ninebox">
      <H3>{screen.label}</H3>
      <div className="rh-ninebox-barra">
        <FormGroup label="Avaliação de desempenho" labelFor="ninebox-avaliacao" style={{ marginBottom: 0 }}>
          <HTMLSelect
            id="ninebox-avaliacao"
            value={avaliacaoId ?? ''}
            onChange={(e) => {
              setAvaliacaoId(Number(e.currentTarget.value) || undefined);
              setAberto(undefined);
              setSelecionados(new Set());
            }}
            options={[{ value: '', label: 'Selecione' }, ...(avaliacoes ?? []).map((a) => ({ value: a.id, label: String(a.titulo ?? a.id) }))]}
          />
        </FormGroup>
        <ButtonGroup>
          <Button text="Visualizar" icon="eye-open" active={modo === 'visualizar'} onClick={() => setModo('visualizar')} />
          <Button text="Analytics" icon="timeline-bar-chart" active={modo === 'analytics'} onClick={() => setModo('analytics')} />
          <Button text="Editar" icon="edit" active={modo === 'editar'} onClick={() => setModo('editar')} />
        </ButtonGroup>
        {grafico ? <Button icon="print" text="Imprimir" onClick={() => void imprimir()} /> : null}
      </div>
      {!avaliacaoId ? (
        <NonIdealState icon="grid-view" title="Escolha uma avaliação de desempenho" description="O Nine Box distribui os avaliados pelo potencial (competências) e pelo desempenho (questionário)." />
      ) : error ? (
        <Callout intent={Intent.WARNING} icon="warning-sign">
          {(error as Error).message}
        </Callout>
      ) : !grafico ? (
        <Spinner />
      ) : modo === 'editar' ? (
        <EditorDoNineBox grafico={grafico} onSalvo={() => void mutate()} />
      ) : (
        <div className="rh-ninebox-corpo">
          <div>
            <Grade grafico={grafico} modo={modo} aberto={aberto} selecionados={selecionados} onAbrir={setAberto} onSelecionar={alternar} />
            {grafico.semResultado ? (
              <p className="bp6-text-muted" style={{ marginTop: 8 }}>
                {grafico.semResultado} avaliado(s) ainda sem desempenho ou sem potencial, fora do Nine Box.
              </p>
            ) : null}
            <Resultado grafico={grafico} selecionados={selecionados} />
          </div>
          {aberto ? <ResultadosPorBox box={grafico.boxes[aberto - 1]!} /> : null}
        </div>
      )}
    </div>
  );
}

function Grade({ grafico, modo, aberto, selecionados, onAbrir, onSelecionar }: {
  grafico: GraficoNineBox;
  modo: Modo;
  aberto?: number;
  selecionados: Set<number>;
  onAbrir: (numero: number) => void;
  onSelecionar: (numero: number) => void;
}): React.JSX.Element {
  const total = grafico.boxes.reduce((soma, b) => soma + b.quantidade, 0);
  const [vertical, horizontal] = grafico.eixoInvertido ? ['Desempenho', 'Potencial'] : ['Potencial', 'Desempenho'];
  return (
    <div className="rh-ninebox-area">
      <div className="rh-ninebox-eixo-y">{vertical} →</div>
      <div className="rh-ninebox-grade">
        {boxesNaTela(grafico.eixoInvertido)
          .flat()
          .map((numero) => {
            const box = grafico.boxes[numero - 1]!;
            return (
              <div
                key={numero}
                role="button"
                tabIndex={0}
                aria-label={`Box ${numero}: ${box.nomeclatura}, ${box.quantidade} talento(s)`}
                title={dica(box.descricao)}
                className={`rh-ninebox-box ${tom(numero)}${selecionados.has(numero) ? ' rh-selecionado' : ''}${aberto === numero ? ' rh-aberto' : ''}`}
                data-box={numero}
                onClick={() => onAbrir(numero)}
                onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ' ? onAbrir(numero) : undefined)}
              >
                <Checkbox aria-label={`Selecionar ${box.nomeclatura}`} checked={selecionados.has(numero)} onClick={(e) => e.stopPropagation()} onChange={() => onSelecionar(numero)} />
                <span className="rh-ninebox-numero">Box {numero}</span>
                <span className="rh-ninebox-titulo">{box.nomeclatura}</span>
                {modo === 'analytics' ? (
                  <>
                    <span className="rh-ninebox-quantidade">{box.quantidade}</span>
                    <span className="rh-ninebox-descricao">{total ? `${((box.quantidade / total) * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}% dos avaliados` : ''}</span>
                  </>
                ) : (
                  <span className="rh-ninebox-descricao">{dica(box.descricao)}</span>
                )}
              </div>
            );
          })}
      </div>
      <div className="rh-ninebox-eixo-x">{horizontal} →</div>
    </div>
  );
}

function Resultado({ grafico, selecionados }: { grafico: GraficoNineBox; selecionados: Set<number> }): React.JSX.Element | null {
  if (!selecionados.size) return null;
  const boxes = grafico.boxes.filter((b) => selecionados.has(b.numero));
  const total = boxes.reduce((soma, b) => soma + b.quantidade, 0);
  return (
    <Callout className="rh-ninebox-resultado" icon="selection">
      <strong>Resultado:</strong> {boxes.map((b) => `${b.nomeclatura} (${b.quantidade})`).join(', ')} — {total} talento(s).
    </Callout>
  );
}

function ResultadosPorBox({ box }: { box: BoxDoGrafico }): React.JSX.Element {
  return (
    <Card className="rh-ninebox-lista" compact>
      <H5>Resultados por Box — {box.nomeclatura}</H5>
      {!box.colaboradores.length ? (
        <p className="bp6-text-muted">Nenhum talento neste box.</p>
      ) : (
        box.colaboradores.map((t) => (
          <div key={t.id} className="rh-ninebox-talento">
            <span className="rh-ninebox-foto" aria-hidden>
              {iniciais(t.nome)}
            </span>
            <div>
              <div>{t.nome}</div>
              <div className="bp6-text-muted" style={{ fontSize: 12 }}>
                {t.cargo ?? ''} · desempenho {t.desempenho.toLocaleString('pt-BR')}% · potencial {t.potencial.toLocaleString('pt-BR')}%
              </div>
            </div>
          </div>
        ))
      )}
    </Card>
  );
}
