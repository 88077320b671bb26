/** The system notices listed when the app loads (spec 02 §3 "System notice"; OpenAPI components, `npm run gen`). */

export interface AvisoSistema {
  /** What the notice is about: `licenca-expira`, `licenca-vencida`, `backup-antigo`. */
  codigo: string;
  gravidade: 'INFO' | 'AVISO' | 'ERRO';
  /** The lines of the notice, in pt-BR. */
  mensagens: string[];
  /** Where the notice is dealt with, shown as a link after the lines. */
  link?: AvisoLink;
}

/** A link of the app (a route of the internal area) with its pt-BR text. */
export interface AvisoLink {
  texto: string;
  url: string;
}

/** GET /api/avisos-sistema. */
export interface AvisosSistema {
  avisos: AvisoSistema[];
}
