/**
 * The screen declaration format: one file per hand-written screen under
 * `schemas/<modulo>/telas/`. The shell routes to it and lists it in the menu; the module's
 * renderer manifest (`renderers/<modulo>/manifest.ts`) draws it — so a new screen (Nine Box,
 * the org chart, a dashboard) touches neither the shell's routes nor its menu.
 * `npm run gen` turns these types into `generated/screen.schema.json`.
 */
import type { MenuEntry } from '../declaration';

export interface ScreenDeclaration {
  $schema?: string;
  /** Screen key, camelCase, unique across modules: `nineBox`. */
  name: string;
  /** Module whose renderer manifest draws it. */
  module: string;
  /** pt-BR title. */
  label: string;
  /** Browser route; may hold parameters (`/captacao/processo-seletivo/:id`), then it has no menu entry. */
  route: string;
  /** Where it appears in the menu. */
  menu?: MenuEntry;
  /** Any of these opens it (every signed-in user when neither this nor `entity` is given). */
  authorities?: string[];
  /** The entity whose records it shows: its read authorities open the screen too. */
  entity?: string;
  /** Key of the component in the module's manifest; default: `name`. Two screens may share one renderer with different `data`. */
  renderer?: string;
  /** Settings handed to the renderer as written. */
  data?: { [key: string]: unknown };
}
