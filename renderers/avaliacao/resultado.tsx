/** How a scored questionnaire's result reads wherever it is listed: the percentual and the verdict. */
import { Intent, Tag } from '@blueprintjs/core';

export const percentual = (valor: number | null | undefined) => (valor === null || valor === undefined ? '-' : `${valor.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`);

export function Veredito({ aprovado }: { aprovado: boolean | null | undefined }): React.JSX.Element | null {
  if (aprovado === null || aprovado === undefined) return null;
  return aprovado ? <Tag intent={Intent.SUCCESS}>Aprovado</Tag> : <Tag intent={Intent.DANGER}>Reprovado</Tag>;
}
