/** What the system parameters' calls answer (spec 02 §7 "System parameters"; OpenAPI components, `npm run gen`). */
import type { StatusLicenca } from './licenca/licenca.api';

/**
 * GET /api/parametros-sistema/compartilha-candidatos, compartilha-colaboradores, compartilha-cursos,
 * aderiu-ao-esocial, inverter-eixo-resultado-nineBox: one switch of the parameters as saved (its
 * declared default while nobody saved the screen).
 */
export interface ParametroLigado {
  ligado: boolean;
}

/** GET /api/parametros-sistema/sistema-rh-atenticado: whether this installation's licence is Ativa. */
export interface SistemaRhAutenticado {
  autenticado: boolean;
  status: StatusLicenca;
  /** The status as the authenticator page shows it: "Nova Instalação". */
  situacao: string;
  /** Why, in pt-BR: what the authenticator page says of it. */
  explicacao: string;
}
