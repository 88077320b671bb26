/**
 * What the calls of the company configuration answer (OpenAPI components, `npm run gen`).
 * The values themselves (GET/PUT /api/empresas/{id}/configuracao) are the properties of
 * `ConfigurationForm.schema` plus the record's `version`: their schema is built from the
 * `empresa` declaration at start, and the document shows it as it is.
 */

/**
 * GET /api/meta/configuracao-empresa: the configuration's schema and its form (tabs, fields).
 * Declared by the engine, which derives it from the `empresa` declaration.
 */
export type { ConfigurationForm } from '../../engine/company-configuration';
