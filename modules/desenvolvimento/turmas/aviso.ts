/** The notice a participant of a class receives: course, class, days with their hours (or video link) and instructor. */
import { formatDate } from '../../../engine/format/dates';
import { escapeHtml } from '../../../server/mail/mailer';

export interface DiaDoAviso {
  dia: string;
  /** The turno's title (Manhã, Tarde…). */
  turno: string;
  horaIni?: string | null;
  horaFim?: string | null;
  link?: string | null;
}

export interface DadosDoAviso {
  curso: string;
  turma: string;
  instrutor: string;
  online: boolean;
  dias: DiaDoAviso[];
}

const linhaDoDia = (dia: DiaDoAviso, online: boolean): string => {
  const quando = `${formatDate(dia.dia)} (${dia.turno})`;
  if (online) return dia.link ? `${quando}: videoaula em ${dia.link}` : quando;
  return dia.horaIni && dia.horaFim ? `${quando}, das ${dia.horaIni} às ${dia.horaFim}` : quando;
};

export function aviso(dados: DadosDoAviso) {
  const frase = `Você está inscrito(a) no curso "${dados.curso}", turma "${dados.turma}".`;
  const dias = dados.dias.map((dia) => linhaDoDia(dia, dados.online));
  const instrutor = `Instrutor: ${dados.instrutor}`;
  const semDias = 'Os dias das aulas ainda serão informados.';
  return {
    subject: `Aviso de treinamento: ${dados.curso} — ${dados.turma}`,
    text: [frase, instrutor, '', ...(dias.length > 0 ? ['Dias:', ...dias.map((d) => `- ${d}`)] : [semDias])].join('\n'),
    html: [
      `<p>${escapeHtml(frase)}</p>`,
      `<p>${escapeHtml(instrutor)}</p>`,
      dias.length > 0 ? `<p>Dias:</p><ul>${dias.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>` : `<p>${semDias}</p>`,
    ].join(''),
  };
}
