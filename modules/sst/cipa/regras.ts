/**
 * The writes of a CIPA mandate beyond its schema (NR-5): the mandate lasts one year; a talent is
 * on it once; the employer designates the president among its appointees and the elected choose
 * the vice-president among their titulares, one of each; only the elected have a candidacy date,
 * not after the election.
 */
import { formatDate } from '../../../engine/format/dates';
import { referenceId } from '../../../engine/table/reference-id';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import type { FieldError } from '../../../engine/api-types';
import { ELEITO, umAnoApos } from './estabilidade';

const FUNCOES_UNICAS: Record<string, { nome: string; quem: (membro: Record<string, unknown>) => boolean; mensagem: string }> = {
  PRESIDENTE: {
    nome: 'um presidente',
    quem: (membro) => membro.representacao === 'EMPREGADOR',
    mensagem: 'O presidente é designado pelo empregador entre os seus representantes (NR-5).',
  },
  VICE_PRESIDENTE: {
    nome: 'um vice-presidente',
    quem: (membro) => membro.representacao === ELEITO && membro.tipo === 'TITULAR',
    mensagem: 'O vice-presidente é escolhido entre os titulares eleitos pelos empregados (NR-5).',
  },
};

function problemasDoMandato(mandato: Record<string, unknown>): FieldError[] {
  const problemas: FieldError[] = [];
  const { inicio, fim, dataEleicao } = mandato as { inicio?: string; fim?: string; dataEleicao?: string };
  if (inicio && fim && fim > umAnoApos(inicio)) problemas.push({ field: 'fim', message: `O mandato da CIPA é de um ano (NR-5): o fim não pode passar de ${formatDate(umAnoApos(inicio))}.` });
  const membros = (mandato.membros ?? []) as Record<string, unknown>[];
  const vistos = new Set<number>();
  const funcoesVistas = new Set<string>();
  membros.forEach((membro, i) => {
    const talento = referenceId(membro.colaborador);
    if (talento !== undefined && vistos.has(talento)) problemas.push({ field: `membros.${i}.colaborador`, message: 'O talento já é membro deste mandato.' });
    if (talento !== undefined) vistos.add(talento);
    const unica = FUNCOES_UNICAS[String(membro.funcao)];
    if (unica && !unica.quem(membro)) problemas.push({ field: `membros.${i}.funcao`, message: unica.mensagem });
    else if (unica && funcoesVistas.has(String(membro.funcao))) problemas.push({ field: `membros.${i}.funcao`, message: `O mandato já tem ${unica.nome}.` });
    funcoesVistas.add(String(membro.funcao));
    const candidatura = membro.dataCandidatura as string | undefined;
    if (candidatura && dataEleicao && candidatura > dataEleicao) problemas.push({ field: `membros.${i}.dataCandidatura`, message: 'O registro da candidatura não pode ser posterior à eleição.' });
  });
  return problemas;
}

export function registerRegrasCipa(engine: Engine): void {
  engine.hooks.register('mandatoCipa', {
    beforeWrite({ action, data }) {
      if (action === 'delete') return;
      const problemas = problemasDoMandato(data!);
      if (problemas.length) throw errors.validation(problemas);
      // The employer's appointees are not candidates: a date left from an earlier choice goes.
      for (const membro of (data!.membros ?? []) as Record<string, unknown>[]) if (membro.representacao !== ELEITO) membro.dataCandidatura = null;
    },
  });
}
