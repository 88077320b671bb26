/**
 * The certificate page as it prints (modules/desenvolvimento/certificados/pagina.ts gives the
 * coordinates, in points): the frame over the whole page, the logos at their positions, the
 * title and a sample text. Drawn at `escala` pixels per point; a logo is dragged with the
 * pointer and its new position, in whole points, handed to `onMover` when dropped.
 */
import { useRef, useState } from 'react';
import { CAIXA_LOGO, EXEMPLO, LINHA_ROBOTO, MARGEM_TEXTO, PAGINA, RODAPE, TEXTO, TITULO, posicaoInteira, preencher } from '../../../modules/desenvolvimento/certificados/pagina';

export interface LogoNaPagina {
  id: number;
  src: string;
  nome: string;
  x: number;
  y: number;
}

interface Props {
  escala: number;
  moldura?: string;
  logos: LogoNaPagina[];
  onMover?(id: number, x: number, y: number): void;
}

const TEXTO_EXEMPLO = preencher('Certificamos que #TALENTO# concluiu o curso #CURSO#, com carga horária de #CARGA_HORARIA# horas, realizado de #DATA_INICIO# a #DATA_FIM#.', EXEMPLO);

interface Arrasto {
  id: number;
  /** Pointer position minus the logo's, in points, when the drag began. */
  dx: number;
  dy: number;
  x: number;
  y: number;
}

export function PreviaCertificado({ escala, moldura, logos, onMover }: Props): React.JSX.Element {
  const pagina = useRef<HTMLDivElement>(null);
  const [arrasto, setArrasto] = useState<Arrasto>();
  const px = (pontos: number) => pontos * escala;
  const pontoDoPonteiro = (event: React.PointerEvent) => {
    const caixa = pagina.current!.getBoundingClientRect();
    return { x: (event.clientX - caixa.left) / escala, y: (event.clientY - caixa.top) / escala };
  };

  return (
    <div
      ref={pagina}
      className="rh-certificado-previa"
      aria-label="Pré-visualização do certificado"
      style={{ fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif', position: 'relative', width: px(PAGINA.largura), height: px(PAGINA.altura), background: '#fff', boxShadow: '0 0 0 1px #c5cbd3', overflow: 'hidden', userSelect: 'none', touchAction: 'none' }}
    >
      {moldura && <img src={moldura} alt="Moldura" draggable={false} style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }} />}
      <div style={{ position: 'absolute', left: px(MARGEM_TEXTO), top: px(TITULO.topo), width: px(PAGINA.largura - 2 * MARGEM_TEXTO), textAlign: 'center', fontSize: px(TITULO.tamanho), fontWeight: 700, lineHeight: LINHA_ROBOTO }}>
        Certificado
      </div>
      <div style={{ position: 'absolute', left: px(MARGEM_TEXTO), top: px(TEXTO.topo), width: px(PAGINA.largura - 2 * MARGEM_TEXTO), textAlign: 'center', fontSize: px(TEXTO.tamanho), lineHeight: TEXTO.entrelinha * LINHA_ROBOTO }}>
        {TEXTO_EXEMPLO}
      </div>
      <div style={{ position: 'absolute', left: px(MARGEM_TEXTO), top: px(PAGINA.altura - RODAPE.base), width: px(PAGINA.largura - 2 * MARGEM_TEXTO), textAlign: 'center', fontSize: px(RODAPE.tamanho), lineHeight: LINHA_ROBOTO }}>
        Código de verificação: gerado na impressão
      </div>
      {logos.map((logo) => {
        const emArrasto = arrasto?.id === logo.id ? arrasto : undefined;
        const x = emArrasto?.x ?? logo.x;
        const y = emArrasto?.y ?? logo.y;
        return (
          <img
            key={logo.id}
            src={logo.src}
            alt={`Logomarca ${logo.nome}`}
            draggable={false}
            data-logo={logo.id}
            style={{
              position: 'absolute',
              left: px(x),
              top: px(y),
              // As pdfmake's `fit`: scaled to the box, proportions kept, from its top-left corner.
              width: px(CAIXA_LOGO.largura),
              height: px(CAIXA_LOGO.altura),
              objectFit: 'contain',
              objectPosition: 'left top',
              cursor: onMover ? (emArrasto ? 'grabbing' : 'grab') : 'default',
              outline: emArrasto ? '1px dashed #2d72d2' : undefined,
            }}
            onPointerDown={(event) => {
              if (!onMover) return;
              event.currentTarget.setPointerCapture(event.pointerId);
              const p = pontoDoPonteiro(event);
              setArrasto({ id: logo.id, dx: p.x - logo.x, dy: p.y - logo.y, x: logo.x, y: logo.y });
            }}
            onPointerMove={(event) => {
              if (!emArrasto) return;
              const p = pontoDoPonteiro(event);
              setArrasto({ ...emArrasto, x: posicaoInteira(p.x - emArrasto.dx, 'x'), y: posicaoInteira(p.y - emArrasto.dy, 'y') });
            }}
            onPointerUp={() => {
              if (!emArrasto) return;
              setArrasto(undefined);
              if (emArrasto.x !== logo.x || emArrasto.y !== logo.y) onMover?.(logo.id, emArrasto.x, emArrasto.y);
            }}
          />
        );
      })}
    </div>
  );
}
