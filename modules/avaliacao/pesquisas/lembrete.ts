/** The reminder a participant who has not answered a survey receives. */
import { formatDate } from '../../../engine/format/dates';
import { escapeHtml } from '../../../server/mail/mailer';

export function lembrete(input: { titulo: string; dataFim: string; link: string }) {
  const frase = `A pesquisa "${input.titulo}" aguarda a sua resposta até ${formatDate(input.dataFim)}.`;
  return {
    subject: `Lembrete: pesquisa "${input.titulo}"`,
    text: `${frase}\n\nResponda em ${input.link}`,
    html: `<p>${escapeHtml(frase)}</p><p><a href="${escapeHtml(input.link)}">Responder a pesquisa</a></p>`,
  };
}
