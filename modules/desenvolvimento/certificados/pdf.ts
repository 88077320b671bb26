/**
 * The certificates' PDF: one A4 landscape page per certificate, with no report header — the
 * frame stretched over the page, each logo in its box at its position, the title and the text
 * centred, and the verification line at the foot. Coordinates come from pagina.ts, which the
 * designer's preview draws with, so the printed page is the previewed one. Written in-process
 * with the reports' pdfmake setup: images arrive as data URLs, nothing is fetched.
 */
import { writePdf, type PdfDocument } from '../../../server/reports/pdf';
import type { ImagensDoModelo } from './imagens';
import { CAIXA_LOGO, MARGEM_TEXTO, PAGINA, RODAPE, TEXTO, TITULO } from './pagina';

export interface PaginaCertificado {
  titulo: string;
  texto: string;
  codigo: string;
  /** Where anyone checks the code (the public page). */
  enderecoVerificacao: string;
  modelo: ImagensDoModelo;
}

/** Everything is placed absolutely, on the page the flow is on; the text boxes span the page between the margins. */
function pagina(p: PaginaCertificado): unknown[] {
  return [
    ...(p.modelo.moldura ? [{ image: p.modelo.moldura, width: PAGINA.largura, height: PAGINA.altura, absolutePosition: { x: 0, y: 0 } }] : []),
    ...p.modelo.logos.map((logo) => ({ image: logo.imagem, fit: [CAIXA_LOGO.largura, CAIXA_LOGO.altura], absolutePosition: { x: logo.x, y: logo.y } })),
    { text: p.titulo, fontSize: TITULO.tamanho, bold: true, alignment: 'center', absolutePosition: { x: MARGEM_TEXTO, y: TITULO.topo } },
    { text: p.texto, fontSize: TEXTO.tamanho, lineHeight: TEXTO.entrelinha, alignment: 'center', absolutePosition: { x: MARGEM_TEXTO, y: TEXTO.topo } },
    {
      text: `Código de verificação: ${p.codigo} — confira em ${p.enderecoVerificacao}`,
      fontSize: RODAPE.tamanho,
      alignment: 'center',
      absolutePosition: { x: MARGEM_TEXTO, y: PAGINA.altura - RODAPE.base },
    },
  ];
}

export async function certificadosPdf(paginas: PaginaCertificado[]): Promise<Buffer> {
  // Each certificate after the first starts a new page: an empty line breaks the flow there.
  const content = paginas.flatMap((p, i) => [...(i > 0 ? [{ text: '', pageBreak: 'before' }] : []), ...pagina(p)]);
  const document: PdfDocument = {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [MARGEM_TEXTO, 0, MARGEM_TEXTO, 0],
    info: { title: paginas.length === 1 ? paginas[0]!.titulo : 'Certificados' },
    defaultStyle: { font: 'Roboto' },
    content,
  };
  return Buffer.from(await writePdf(document, () => {}));
}
