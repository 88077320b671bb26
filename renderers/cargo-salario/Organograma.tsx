/**
 * /cargo-salario/organograma: the company's organisational areas as a chart (spec 02 §2) — each
 * area with its responsáveis and head counts, folded from the second level, opened one by one or
 * all; zoom (buttons, Ctrl + wheel) and pan (drag); search by area or responsável, which opens the
 * way to what it finds; "Imprimir" prints the whole chart (print stylesheet; the browser saves it
 * as PDF); "Baixar PDF" asks the server for the chart as an outline (GET /api/areas-organizacionais/
 * relatorio). The tree comes from GET /api/areas-organizacionais/organogramas.
 */
import { Button, ButtonGroup, Callout, H3, InputGroup, Spinner, Switch } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { preload } from 'swr';
import { call } from '../../engine/react/api-client';
import { saveDownload } from '../../engine/react/report-job';
import { useDataProvider, type DataProvider } from '../../engine/react/data-provider';
import type { ScreenProps } from '../../engine/react/module-manifest';
import type { AreaNoOrganograma } from '../../modules/cargo-salario/areas/areas.api';
import { buscar, fechadasAoAbrir } from './organograma-busca';
import './organograma.css';

const ZOOM = { min: 0.3, max: 2, step: 0.1 };
const aproximar = (setZoom: (change: (atual: number) => number) => void, delta: number) =>
  setZoom((atual) => Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round((atual + delta) * 10) / 10)));
const talentos = (n: number) => `${n} ${n === 1 ? 'talento' : 'talentos'}`;

const chave = (somenteAtivas: boolean) => ['organograma', somenteAtivas] as const;
const arvore = (provider: DataProvider, somenteAtivas: boolean) => call(provider, 'GET /areas-organizacionais/organogramas', { params: somenteAtivas ? { ativa: true } : {} });

/**
 * The tree asked for as soon as the screen's code arrives: React shows a screen that was loading
 * up to 300 ms later (it groups what appears), and the call would only start then.
 */
export function preloadOrganograma(provider: DataProvider): void {
  void preload(chave(true), () => arvore(provider, true));
}

function Area({ area, aberta, achadas, alternar }: { area: AreaNoOrganograma; aberta: (id: number) => boolean; achadas: Set<number>; alternar: (id: number) => void }): React.JSX.Element {
  const open = aberta(area.id);
  const classes = ['rh-org-area', area.ativo ? '' : 'rh-org-inativa', achadas.has(area.id) ? 'rh-org-achada' : ''].filter(Boolean).join(' ');
  return (
    <li>
      <div className={classes} data-area={area.id}>
        <strong>{area.nome}</strong>
        {area.responsaveis.length > 0 && <div className="rh-org-pessoas">{area.responsaveis.map((p) => p.nome).join(', ')}</div>}
        {area.coResponsaveis.length > 0 && <div className="rh-org-pessoas">Co-responsáveis: {area.coResponsaveis.map((p) => p.nome).join(', ')}</div>}
        <div className="rh-org-contagem">
          {talentos(area.quantidadeColaboradores)}
          {area.filhas.length > 0 && ` · ${area.quantidadeTotal} no total`}
        </div>
        {area.filhas.length > 0 && (
          // A plain button: thousands of areas, each with a Blueprint button and its icon, draw too slowly.
          <button type="button" className="rh-org-alternar" aria-label={`${open ? 'Recolher' : 'Expandir'} ${area.nome}`} aria-expanded={open} onClick={() => alternar(area.id)}>
            {open ? '−' : '+'}
          </button>
        )}
      </div>
      {open && area.filhas.length > 0 && (
        <ul>
          {area.filhas.map((filha) => (
            <Area key={filha.id} area={filha} aberta={aberta} achadas={achadas} alternar={alternar} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function Organograma({ screen }: ScreenProps): React.JSX.Element {
  const provider = useDataProvider();
  const [somenteAtivas, setSomenteAtivas] = useState(true);
  const { data: raizes, error } = useSWR(chave(somenteAtivas), () => arvore(provider, somenteAtivas));
  // Folded from the second level at first; "Expandir tudo"/"Recolher" change that; each area's own toggle wins.
  const padrao = useMemo(() => fechadasAoAbrir(raizes ?? []), [raizes]);
  const [base, setBase] = useState<'padrao' | 'abertas' | 'fechadas'>('padrao');
  const [trocadas, setTrocadas] = useState<Map<number, boolean>>(new Map());
  const [texto, setTexto] = useState('');
  const [zoom, setZoom] = useState(1);
  const vista = useRef<HTMLDivElement | null>(null);
  const arraste = useRef<{ x: number; y: number; left: number; top: number }>(undefined);
  const [arrastando, setArrastando] = useState(false);
  const [baixando, setBaixando] = useState(false);
  // The whole chart as the server prints it (every area open), with the same choice of areas.
  const baixarPdf = async () => {
    setBaixando(true);
    try {
      saveDownload(await provider.download('/areas-organizacionais/relatorio', { params: somenteAtivas ? { ativa: true } : {} }));
    } catch {
      // The provider already showed why.
    } finally {
      setBaixando(false);
    }
  };

  const busca = useMemo(() => buscar(raizes ?? [], texto), [raizes, texto]);
  useEffect(() => {
    if (busca.achadas.size) vista.current?.querySelector('.rh-org-achada')?.scrollIntoView({ block: 'center', inline: 'center' });
  }, [busca]);

  const aberta = (id: number) => busca.abrir.has(id) || (trocadas.get(id) ?? !(base === 'fechadas' || (base === 'padrao' && padrao.has(id))));
  const alternar = (id: number) => setTrocadas(new Map(trocadas).set(id, !aberta(id)));
  const todas = (abrir: boolean) => {
    setBase(abrir ? 'abertas' : 'fechadas');
    setTrocadas(new Map());
  };

  // Ctrl + wheel zooms (the page's own zoom is the browser's); a plain wheel scrolls. Not passive: it stops the page's zoom.
  const ligarVista = useCallback((element: HTMLDivElement | null) => {
    vista.current = element;
    if (!element) return;
    const wheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      aproximar(setZoom, event.deltaY < 0 ? ZOOM.step : -ZOOM.step);
    };
    element.addEventListener('wheel', wheel, { passive: false });
    return () => element.removeEventListener('wheel', wheel);
  }, []);

  const comecar = (event: React.MouseEvent) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    const element = vista.current!;
    arraste.current = { x: event.clientX, y: event.clientY, left: element.scrollLeft, top: element.scrollTop };
    setArrastando(true);
  };
  const mover = (event: React.MouseEvent) => {
    const inicio = arraste.current;
    if (!inicio) return;
    vista.current!.scrollLeft = inicio.left - (event.clientX - inicio.x);
    vista.current!.scrollTop = inicio.top - (event.clientY - inicio.y);
  };
  const parar = () => {
    arraste.current = undefined;
    setArrastando(false);
  };

  return (
    <section className="rh-organograma">
      <H3>{screen.label}</H3>
      <div className="rh-organograma-barra">
        <InputGroup className="rh-organograma-busca" leftIcon="search" type="search" placeholder="Buscar área ou responsável" aria-label="Buscar área ou responsável" value={texto} onChange={(event) => setTexto(event.target.value)} />
        {texto.trim() && <span>{busca.achadas.size ? `${busca.achadas.size} encontrada(s)` : 'Nenhuma área encontrada.'}</span>}
        <Switch label="Somente áreas ativas" checked={somenteAtivas} onChange={(event) => setSomenteAtivas(event.currentTarget.checked)} style={{ marginBottom: 0 }} />
        <ButtonGroup>
          <Button icon="zoom-out" aria-label="Diminuir" onClick={() => aproximar(setZoom, -ZOOM.step)} />
          <Button text={`${Math.round(zoom * 100)}%`} aria-label="Tamanho original" onClick={() => setZoom(1)} />
          <Button icon="zoom-in" aria-label="Aumentar" onClick={() => aproximar(setZoom, ZOOM.step)} />
        </ButtonGroup>
        <ButtonGroup>
          <Button icon="expand-all" text="Expandir tudo" onClick={() => todas(true)} />
          <Button icon="collapse-all" text="Recolher" onClick={() => todas(false)} />
        </ButtonGroup>
        <Button icon="print" intent="primary" text="Imprimir" onClick={() => window.print()} />
        <Button icon="document" text="Baixar PDF" loading={baixando} onClick={() => void baixarPdf()} />
      </div>
      {error ? (
        <Callout intent="danger">Não foi possível carregar o organograma.</Callout>
      ) : !raizes ? (
        <Spinner size={30} />
      ) : raizes.length === 0 ? (
        <Callout>Nenhuma área organizacional para mostrar no organograma.</Callout>
      ) : (
        <div ref={ligarVista} className={`rh-organograma-vista${arrastando ? ' rh-arrastando' : ''}`} onMouseDown={comecar} onMouseMove={mover} onMouseUp={parar} onMouseLeave={parar}>
          <div className="rh-organograma-arvore" style={{ transform: `scale(${zoom})` }}>
            <ul>
              {raizes.map((raiz) => (
                <Area key={raiz.id} area={raiz} aberta={aberta} achadas={busca.achadas} alternar={alternar} />
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}
