/**
 * The rules of a class's days that the day's own schema cannot say, because they depend on the
 * class: each day inside the class's period, and hours (start before end) only when its course
 * is not online — an online course's days carry the video link instead.
 */
import type { FieldError } from '../../../engine/api-types';
import type { JsonSchema } from '../../../engine/declaration';
import { formatDate } from '../../../engine/format/dates';
import { requiredMessage } from '../../../engine/validation/config-conditions';

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

/** `esquemaDoDia`: the day's declared schema, whose titles say the hours' required messages as the engine words them. */
export function problemasDosDias(dias: readonly DiaInformado[], periodo: Periodo, online: boolean, esquemaDoDia: JsonSchema): FieldError[] {
  const problemas: FieldError[] = [];
  const propriedades = (esquemaDoDia.properties ?? {}) as Record<string, JsonSchema>;
  dias.forEach((dia, i) => {
    const campo = (nome: string) => `diasTurma.${i}.${nome}`;
    if (dia.dia && periodo.inicio && periodo.fim && (dia.dia < periodo.inicio || dia.dia > periodo.fim)) {
      problemas.push({ field: campo('dia'), message: `O dia deve estar entre ${formatDate(periodo.inicio)} e ${formatDate(periodo.fim)}, o período da turma.` });
    }
    if (online) return;
    for (const hora of ['horaIni', 'horaFim'] as const) {
      if (!dia[hora]) problemas.push({ field: campo(hora), message: requiredMessage(propriedades[hora], hora) });
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
