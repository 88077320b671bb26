/**
 * Copies of personal data kept outside the database — saved e-mails, generated reports waiting
 * to be downloaded — are forgotten with the person: an erasure names the company and the
 * person's traces (e-mail, CPF, name) and every holder drops what mentions them.
 */
export type ForgetCopies = (empresaId: number, traces: string[]) => unknown;

export class PersonalCopies {
  private readonly holders: ForgetCopies[] = [];

  /** A part of the server that keeps copies says how it forgets them. */
  hold(forget: ForgetCopies): void {
    this.holders.push(forget);
  }

  async forget(empresaId: number, traces: string[]): Promise<void> {
    for (const forget of this.holders) await forget(empresaId, traces);
  }
}
