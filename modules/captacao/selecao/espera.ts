/** The wait between two applications of a candidate to the same request (the ad's `diasEsperaNovaAplicacao`). */
const DAY_MS = 86_400_000;
const brDate = (iso: string) => iso.split('-').reverse().join('/');
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Why a new application on `hoje` is refused, given the date of the last one; undefined when allowed. */
export function recusaNovaCandidatura(ultima: string, diasEspera: number, hoje: string): string | undefined {
  // Without a wait, a new application is possible from the next day on.
  const liberada = addDays(ultima, Math.max(diasEspera, 1));
  if (hoje >= liberada) return undefined;
  const ja = `Você já se candidatou a esta vaga em ${brDate(ultima)}.`;
  return diasEspera > 0 ? `${ja} Uma nova candidatura será possível a partir de ${brDate(liberada)}.` : ja;
}
