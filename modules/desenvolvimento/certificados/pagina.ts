/**
 * The certificate's page, shared by the designer's preview (renderers/desenvolvimento/certificados)
 * and the PDF (pdf.ts), so both place everything at the same coordinates: A4 landscape in PDF
 * points, origin at the top left. Pure: no server or browser imports.
 */

/** A4 landscape, in points (1/72 in). */
export const PAGINA = { largura: 841.89, altura: 595.28 };

/** The box a logo is fitted into (its proportions kept), its top-left corner at the logo's position. */
export const CAIXA_LOGO = { largura: 120, altura: 60 };

/** Where the title and the text are written: centred between the side margins. */
export const MARGEM_TEXTO = 90;
export const TITULO = { topo: 150, tamanho: 30 };
export const TEXTO = { topo: 230, tamanho: 15, entrelinha: 1.4 };
/**
 * Roboto's own line height (ascender plus descender, 2400/2048 em): pdfmake's `lineHeight`
 * multiplies it, where CSS's multiplies the font size, so the preview applies both.
 */
export const LINHA_ROBOTO = 2400 / 2048;
/** The verification code's line, above the bottom edge. */
export const RODAPE = { base: 60, tamanho: 8 };

export const LIMITE_LOGOS = 4;
export const MENSAGEM_LIMITE_LOGOS = 'Não foi possível inserir. O número limite de 4 logomarcas por modelo de certificado já foi atingido.';

/** A dragged position as stored: whole points, inside the page (spec §5: truncated to integers). */
export function posicaoInteira(valor: number, eixo: 'x' | 'y'): number {
  const limite = eixo === 'x' ? PAGINA.largura - CAIXA_LOGO.largura : PAGINA.altura - CAIXA_LOGO.altura;
  return Math.max(0, Math.min(Math.trunc(limite), Math.trunc(Number.isFinite(valor) ? valor : 0)));
}

/** An uploaded image's name as stored (spec §5: spaces and parentheses removed). */
export function nomeDaImagem(nome: string): string {
  return nome.replace(/[\s()]/g, '') || 'imagem';
}

/** The text's placeholders and what each stands for (the course's and the certification's forms explain them). */
export type Marcador = 'TALENTO' | 'CURSO' | 'CARGA_HORARIA' | 'DATA_INICIO' | 'DATA_FIM' | 'DATA';

/** The text with each `#MARCADOR#` replaced; one without a value is left empty. */
export function preencher(conteudo: string, valores: Partial<Record<Marcador, string>>): string {
  return conteudo.replace(/#(TALENTO|CURSO|CARGA_HORARIA|DATA_INICIO|DATA_FIM|DATA)#/g, (_, marcador: Marcador) => valores[marcador] ?? '');
}

/** What the preview shows in place of a talent's data. */
export const EXEMPLO: Record<Marcador, string> = {
  TALENTO: 'Nome do Talento',
  CURSO: 'Nome do Curso',
  CARGA_HORARIA: '8:00',
  DATA_INICIO: '01/03/2026',
  DATA_FIM: '05/03/2026',
  DATA: '05/03/2026',
};
