/**
 * Address by postal code from a ViaCEP-compatible service (`CEP_URL`), answered in the
 * shape of the candidate's `endereco` group — the state and the city as references (their
 * ids are IBGE codes, as ViaCEP's `ibge`). No service, a slow one or an unknown CEP: nothing,
 * and the user types the address.
 */
export interface Endereco {
  cep: string;
  logradouro?: string;
  complemento?: string;
  bairro?: string;
  uf?: { id: number };
  cidade?: { id: number };
}

/** GET /api/cep/configuracao: whether the installation has an address service (`CEP_URL`). */
export interface ConsultaCep {
  configurada: boolean;
}

interface ViaCepAnswer {
  erro?: boolean | string;
  logradouro?: string;
  complemento?: string;
  bairro?: string;
  ibge?: string;
}

const TIMEOUT_MS = 3000;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function toEndereco(cep: string, answer: ViaCepAnswer): Endereco | undefined {
  if (!answer || answer.erro) return undefined;
  const ibge = /^\d{7}$/.test(answer.ibge ?? '') ? Number(answer.ibge) : undefined;
  const fields = {
    cep,
    logradouro: text(answer.logradouro),
    complemento: text(answer.complemento),
    bairro: text(answer.bairro),
    // The first two digits of a municipality's IBGE code are its state's.
    uf: ibge ? { id: Math.floor(ibge / 100000) } : undefined,
    cidade: ibge ? { id: ibge } : undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as unknown as Endereco;
}

export async function lookUpCep(baseUrl: string | undefined, cep: string): Promise<Endereco | undefined> {
  if (!baseUrl || !/^\d{8}$/.test(cep)) return undefined;
  try {
    const response = await fetch(`${baseUrl.replace(/\/$/, '')}/${cep}/json/`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return undefined;
    return toEndereco(cep, (await response.json()) as ViaCepAnswer);
  } catch {
    return undefined;
  }
}
