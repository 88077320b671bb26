/** The part of fontkit (pdfkit's font engine) the report writer measures text with. */
declare module 'fontkit' {
  export interface Font {
    unitsPerEm: number;
    glyphForCodePoint(codePoint: number): { advanceWidth: number };
  }
  export function openSync(path: string): Font | unknown;
}
