/** What adding talents to a class tells the user: how many came in, and how many were already there. */
import type { InclusaoNaTurma } from '../../../modules/desenvolvimento/turmas/turmas.api';

export function mensagemDaInclusao({ incluidos, jaParticipavam }: InclusaoNaTurma): string {
  const entraram = incluidos === 1 ? '1 talento incluído na turma' : `${incluidos} talentos incluídos na turma`;
  if (jaParticipavam === 0) return `${entraram}.`;
  return `${entraram}; ${jaParticipavam === 1 ? '1 já participava' : `${jaParticipavam} já participavam`}.`;
}
