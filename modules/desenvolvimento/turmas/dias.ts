/**
 * The rules of a class's days that no schema can say: each day inside the class's period, and
 * its hours, when given, ending after they start. Which of hours or link a day needs is the
 * class's declared if/then on its `online` (schemas/desenvolvimento/turma.json).
 */
import type { FieldError } from '../../../engine/api-types';
import { formatDate } from '../../../engine/format/dates';

export interface DiaInformado {
  dia?: string;
  horaIni?: string;
  horaFim?: string;
}

export interface Periodo {
  inicio?: string;
  fim?: string;
}

/** "8:05" and "08:05" alike, in minutes since midnight. */
const minutos = (hora: string): number => {
  const [h, m] = hora.split(':').map(Number);
  return h! * 60 + m!;
};

export function problemasDosDias(dias: readonly DiaInformado[], periodo: Periodo): FieldError[] {
  const problemas: FieldError[] = [];
  dias.forEach((dia, i) => {
    const campo = (nome: string) => `diasTurma.${i}.${nome}`;
    if (dia.dia && periodo.inicio && periodo.fim && (dia.dia < periodo.inicio || dia.dia > periodo.fim)) {
      problemas.push({ field: campo('dia'), message: `O dia deve estar entre ${formatDate(periodo.inicio)} e ${formatDate(periodo.fim)}, o período da turma.` });
    }
    if (dia.horaIni && dia.horaFim && minutos(dia.horaFim) <= minutos(dia.horaIni)) {
      problemas.push({ field: campo('horaFim'), message: 'A hora final deve ser maior que a hora inicial' });
    }
  });
  return problemas;
}

/** The dates a class had and no longer has (a date stays while any of its days, any turno, remains). */
export function datasRemovidas(antes: readonly DiaInformado[], depois: readonly DiaInformado[]): string[] {
  const ficam = new Set(depois.map((d) => d.dia));
  return [...new Set(antes.map((d) => d.dia).filter((dia): dia is string => !!dia && !ficam.has(dia)))];
}
