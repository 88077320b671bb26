/**
 * Turnover per month (issue 16 item 7): admitidos (admission in the month), demitidos (dismissal
 * in the month), média of the active headcount at the month's first and last day, and
 * turnover % = ((admitidos + demitidos) / 2) / média × 100. A talent is active on a day when
 * admitted on or before it and not dismissed on or before it (the dismissal day is the first
 * day out). Pure: the route reads the dates.
 */

/** A talent's dates, `YYYY-MM-DD`. */
export interface Vinculo {
  dataAdmissao: string;
  dataDesligamento: string | null;
}

export interface Mes {
  mes: string;
  qtdAdmitidos: number;
  qtdDemitidos: number;
  media: number;
  turnover: number | null;
}

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

const ativoEm = (v: Vinculo, dia: string) => v.dataAdmissao <= dia && (v.dataDesligamento === null || v.dataDesligamento > dia);
const centesimos = (n: number) => Math.round(n * 100) / 100;

export function turnoverDoMes(vinculos: readonly Vinculo[], mes: string): Mes {
  const qtdAdmitidos = vinculos.filter((v) => v.dataAdmissao.startsWith(mes)).length;
  const qtdDemitidos = vinculos.filter((v) => v.dataDesligamento?.startsWith(mes)).length;
  const inicio = vinculos.filter((v) => ativoEm(v, `${mes}-01`)).length;
  const fim = vinculos.filter((v) => ativoEm(v, ultimoDia(mes))).length;
  const media = (inicio + fim) / 2;
  return { mes, qtdAdmitidos, qtdDemitidos, media, turnover: media ? centesimos(((qtdAdmitidos + qtdDemitidos) / 2 / media) * 100) : null };
}
