/**
 * The months a goal's indicator shows, pure calendar arithmetic on `yyyy-MM` (no clock): from
 * its first goal to December of the later of its last goal's year and the current one, at most
 * three years.
 */
const MAXIMO_MESES = 36;

export const mesDe = (data: string): string => data.slice(0, 7);

export function proximoMes(mes: string): string {
  const [ano, numero] = mes.split('-').map(Number) as [number, number];
  return numero === 12 ? `${ano + 1}-01` : `${ano}-${String(numero + 1).padStart(2, '0')}`;
}

/** The month's first and last days (`yyyy-MM-dd`). */
export function limitesDoMes(mes: string): { inicio: string; fim: string } {
  const [ano, numero] = mes.split('-').map(Number) as [number, number];
  const ultimoDia = new Date(Date.UTC(ano, numero, 0)).getUTCDate();
  return { inicio: `${mes}-01`, fim: `${mes}-${String(ultimoDia).padStart(2, '0')}` };
}

export function mesesDaMeta(primeira: string, ultima: string, mesAtual: string): string[] {
  const ate = `${(ultima > mesAtual ? ultima : mesAtual).slice(0, 4)}-12`;
  const meses: string[] = [];
  for (let mes = primeira; mes <= ate && meses.length < MAXIMO_MESES; mes = proximoMes(mes)) meses.push(mes);
  return meses;
}

/** The goal in force in a month: the latest one from that month back (goals sorted by month). */
export function metaNoMes<T extends { mesAno: string }>(metas: readonly T[], mes: string): T | undefined {
  return metas.filter((meta) => meta.mesAno <= mes).at(-1);
}
