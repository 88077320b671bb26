/** Checklist messages of spec §8. */
export const LIMIT_REACHED = 'Limite de registros selecionados atingido';

export function hiddenSelectionWarning(hidden: number): string | undefined {
  if (hidden <= 0) return undefined;
  return hidden === 1
    ? 'Existe 1 item marcado, porém está oculto nessa filtragem.'
    : `Existem ${hidden} itens marcados, porém estão ocultos nessa filtragem.`;
}
