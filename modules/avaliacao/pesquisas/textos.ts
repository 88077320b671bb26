/** The texts written to a question, each once with how many wrote it (the results screen and the report). */
export function textosAgrupados(textos: string[]): { texto: string; vezes: number }[] {
  const contagem = new Map<string, number>();
  for (const texto of textos) contagem.set(texto, (contagem.get(texto) ?? 0) + 1);
  return [...contagem].map(([texto, vezes]) => ({ texto, vezes }));
}
