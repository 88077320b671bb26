/** What the certificates' public verification answers (OpenAPI components, `npm run gen`). */

/** A printed certificate found by its verification code (GET /api/certificado/verificar/{codigo}). */
export interface CertificadoVerificado {
  codigo: string;
  talento: string;
  /** The course or the certification it certifies. */
  titulo: string;
  /** dd/MM/yyyy: the class's end or the certification's date. */
  data: string;
  /** The company that issued it. */
  empresa: string;
}
