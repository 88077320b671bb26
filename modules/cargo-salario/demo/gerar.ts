/**
 * The generated part of the Cargos e Salários demo (issue 13 item 10): from the structure in
 * estrutura.json, the faixas' dated values and about 300 talents with two years of history —
 * hires, promotions, transfers, some dismissals — chosen by a seeded generator, so every start
 * makes the same demo. Pure: dates are relative to the day given; the ids are the caller's.
 */
import { shiftDate } from '../../../engine/report/defaults';
import { centavos, vigenteEm } from '../salarios/historico';
import estrutura from './estrutura.json';

export type Estrutura = typeof estrutura;
export type CargoDemo = Estrutura['cargos'][number];

/** The faixas' history: four dated values, the last the one in estrutura.json (days before today, share of it). */
export const VALORES_DA_FAIXA: readonly [number, number][] = [
  [-1460, 0.85],
  [-730, 0.92],
  [-365, 0.96],
  [-60, 1],
];

/** A small seeded generator (mulberry32): the same demo on every start. */
export function sorteador(semente: number) {
  let estado = semente >>> 0;
  const proximo = () => {
    estado = (estado + 0x6d2b79f5) >>> 0;
    let t = estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    proximo,
    inteiro: (min: number, max: number) => min + Math.floor(proximo() * (max - min + 1)),
    um: <T>(lista: readonly T[]): T => lista[Math.floor(proximo() * lista.length)]!,
  };
}

export interface ValorDaFaixa {
  data: string;
  valor: number;
}

export function historicoDaFaixa(valorAtual: number, hoje: string): ValorDaFaixa[] {
  return VALORES_DA_FAIXA.map(([dias, parte]) => ({ data: shiftDate(hoje, { days: dias }), valor: Math.round(valorAtual * parte) }));
}

export interface EntradaDemo {
  data: string;
  motivo: 'C' | 'P' | 'T';
  area: string;
  faixa: number;
  salario: number;
}

export interface TalentoDemo {
  nome: string;
  sexo: 'F' | 'M';
  dataNascimento: string;
  dataAdmissao: string;
  dataDesligamento?: string;
  email: string;
  cargo: CargoDemo;
  entradas: EntradaDemo[];
}

const semAcento = (texto: string) => texto.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Each cargo's talents: hired on its first faixas, some promoted to the next, moved to another of its áreas, or dismissed. */
export function gerarTalentos(dados: Estrutura, hoje: string, semente = 13): TalentoDemo[] {
  const sorte = sorteador(semente);
  const talentos: TalentoDemo[] = [];
  const usados = new Set<string>();
  for (const cargo of dados.cargos) {
    const valores = cargo.faixas.map((faixa) => historicoDaFaixa(faixa.valor, hoje));
    const salario = (faixa: number, data: string) => centavos(vigenteEm(valores[faixa]!, data)!.valor);
    for (let n = 0; n < cargo.talentos; n++) {
      const sexo = sorte.proximo() < 0.5 ? 'F' : 'M';
      let nome: string;
      do nome = `${sorte.um(sexo === 'F' ? dados.nomesFemininos : dados.nomesMasculinos)} ${sorte.um(dados.sobrenomes)} ${sorte.um(dados.sobrenomes)}`;
      while (usados.has(nome));
      usados.add(nome);
      // Hired after the faixas' first value, most of them years ago.
      const admissao = shiftDate(hoje, { days: -sorte.inteiro(45, 1440) });
      const primeira = sorte.inteiro(0, Math.max(0, cargo.faixas.length - 2));
      const entradas: EntradaDemo[] = [{ data: admissao, motivo: 'C', area: sorte.um(cargo.areas), faixa: primeira, salario: salario(primeira, admissao) }];
      const ultima = () => entradas[entradas.length - 1]!;
      const depois = (minimo: number) => {
        const de = Math.max(-720, -daysUntil(ultima().data, hoje) + minimo);
        return de < -20 ? shiftDate(hoje, { days: sorte.inteiro(de, -20) }) : undefined;
      };
      if (ultima().faixa + 1 < cargo.faixas.length && sorte.proximo() < 0.45) {
        const data = depois(180);
        if (data) entradas.push({ ...ultima(), data, motivo: 'P', faixa: ultima().faixa + 1, salario: salario(ultima().faixa + 1, data) });
      }
      if (cargo.areas.length > 1 && sorte.proximo() < 0.15) {
        const data = depois(90);
        const area = sorte.um(cargo.areas.filter((a) => a !== ultima().area));
        if (data) entradas.push({ ...ultima(), data, motivo: 'T', area, salario: salario(ultima().faixa, data) });
      }
      const desligamento = sorte.proximo() < 0.06 ? depois(30) : undefined;
      const [primeiroNome, , ultimoNome] = nome.split(' ');
      talentos.push({
        nome,
        sexo,
        dataNascimento: shiftDate(hoje, { days: -sorte.inteiro(19 * 365, 58 * 365) }),
        dataAdmissao: admissao,
        ...(desligamento && { dataDesligamento: desligamento }),
        email: `${semAcento(primeiroNome!)}.${semAcento(ultimoNome!)}${talentos.length}@demonstracao.com.br`,
        cargo,
        entradas,
      });
    }
  }
  return talentos;
}

/** Whole days from one date to a later one. */
function daysUntil(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}
