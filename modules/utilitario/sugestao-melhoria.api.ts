/** What the sending of a suggestion answers (OpenAPI components, `npm run gen`). */
import type { FormUi, JsonSchema } from '../../engine/declaration';

/** GET /api/sugestao-de-melhoria/formulario: the schema and form of what a user types. */
export interface SugestaoForm {
  schema: JsonSchema;
  form: FormUi;
}
