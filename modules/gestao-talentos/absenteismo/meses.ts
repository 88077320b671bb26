/** The calendar months a period touches, each cut to the period: 15/01 to 10/03 gives 15/01–31/01, 01/02–28/02, 01/03–10/03. */
import type { Intervalo } from './faltas';

export interface Mes extends Intervalo {
  /** YYYY-MM. */
  mes: string;
}

const ultimoDia = (ano: number, mes: number) => new Date(Date.UTC(ano, mes, 0)).getUTCDate();
const doisDigitos = (n: number) => String(n).padStart(2, '0');

export function mesesDoPeriodo({ inicio, fim }: Intervalo): Mes[] {
  const meses: Mes[] = [];
  let ano = Number(inicio.slice(0, 4));
  let mes = Number(inicio.slice(5, 7));
  for (;;) {
    const chave = `${ano}-${doisDigitos(mes)}`;
    if (chave > fim.slice(0, 7)) return meses;
    const primeiro = `${chave}-01`;
    const ultimo = `${chave}-${doisDigitos(ultimoDia(ano, mes))}`;
    meses.push({ mes: chave, inicio: primeiro < inicio ? inicio : primeiro, fim: ultimo > fim ? fim : ultimo });
    mes += 1;
    if (mes > 12) {
      mes = 1;
      ano += 1;
    }
  }
}
