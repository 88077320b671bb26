/** The system notices listed when the app loads (spec 02 §3 "System notice"; OpenAPI components, `npm run gen`). */

export interface AvisoSistema {
  /** What the notice is about: `licenca-expira`, `licenca-vencida`. */
  codigo: string;
  gravidade: 'INFO' | 'AVISO' | 'ERRO';
  /** The lines of the notice, in pt-BR. */
  mensagens: string[];
}

/** GET /api/avisos-sistema. */
export interface AvisosSistema {
  avisos: AvisoSistema[];
}
