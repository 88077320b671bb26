/**
 * Turnover per month (issue 16 item 7): admitidos (admission in the month), demitidos (dismissal
 * in the month), média of the active headcount at the month's first and last day, and
 * turnover % = ((admitidos + demitidos) / 2) / média × 100. A talent is active on a day when
 * admitted on or before it and not dismissed on or before it (the dismissal day is the first
 * day out). The route counts by SQL (rotas.ts); these are the months and the rate.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** Every month `YYYY-MM` from the first date's to the second's. */
export function mesesEntre(dataIni: string, dataFim: string): string[] {
  const meses: string[] = [];
  let [ano, mes] = [Number(dataIni.slice(0, 4)), Number(dataIni.slice(5, 7))];
  const fim = dataFim.slice(0, 7);
  for (let atual = `${ano}-${pad(mes)}`; atual <= fim; atual = `${ano}-${pad(mes)}`) {
    meses.push(atual);
    [ano, mes] = mes === 12 ? [ano + 1, 1] : [ano, mes + 1];
  }
  return meses;
}

/** The month's last day, `YYYY-MM-DD`. */
export function ultimoDia(mes: string): string {
  const dias = new Date(Date.UTC(Number(mes.slice(0, 4)), Number(mes.slice(5, 7)), 0)).getUTCDate();
  return `${mes}-${pad(dias)}`;
}

const centesimos = (n: number) => Math.round(n * 100) / 100;

/** The month's turnover %, two decimals; null without headcount. */
export const taxaDeTurnover = (qtdAdmitidos: number, qtdDemitidos: number, media: number): number | null =>
  media ? centesimos(((qtdAdmitidos + qtdDemitidos) / 2 / media) * 100) : null;
