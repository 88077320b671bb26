/**
 * The eSocial event Id (`TS_Id`, "ID" + 34 digits): ID + tpInsc (1) + the employer's inscription
 * completed with zeros on the right to 14 + AAAAMMDDHHMMSS of its generation + a 5-digit sequence
 * telling apart events generated in the same second — the Manual de Orientação's rule. The
 * moment is read on the São Paulo clock, as every date of the app.
 */
const relogioSaoPaulo = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** AAAAMMDDHHMMSS of an instant in São Paulo. */
export function momentoSaoPaulo(instante: Date): string {
  const partes = relogioSaoPaulo.formatToParts(instante);
  const parte = (tipo: string) => partes.find((p) => p.type === tipo)?.value ?? '';
  return `${parte('year')}${parte('month')}${parte('day')}${parte('hour')}${parte('minute')}${parte('second')}`;
}

export function idEvento(tpInsc: number, nrInsc: string, instante: Date, sequencia: number): string {
  return `ID${tpInsc}${nrInsc.padEnd(14, '0')}${momentoSaoPaulo(instante)}${String(sequencia % 100000).padStart(5, '0')}`;
}
