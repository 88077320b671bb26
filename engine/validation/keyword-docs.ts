/**
 * What each keyword a declared JSON Schema may carry beyond the standard means: the engine's
 * own (annotations, Brazilian and list rules, rules by the company's configuration) and
 * ajv-errors'. `docs/declarations.md` lists them from here, and a test fails on a keyword
 * the engine knows but this does not explain.
 */
export const KEYWORD_DOCS: Record<string, string> = {
  'x-reference': 'The property points at a record of another entity (its name): stored as `<coluna>_id` with a foreign key; in an array, a list of references kept in a join table.',
  'x-onDelete': 'On a scalar reference of an entity with records of its own: what deleting the referenced record does to this one. `restrict` (default) refuses the delete while this record points at it ("O registro não pode ser removido porque está em uso: Candidatos (3).", what refers to it counted in the company); `cascade` deletes this record first, through the service (hooks, audit row, its own cascades), in the same transaction.',
  'x-column': 'The column name, when it is not the snake_case of the property.',
  'x-flatten': 'On a group (`pessoal`, `endereco`): shown nested, stored one column per field (`pessoal_cpf`), so lists filter and sort by them with indexes.',
  'x-children': 'A list of owned child records of the named entity (declared with `owner`), saved with the owner in one transaction.',
  'x-feminine': 'The title is feminine (`true`) or masculine (`false`) where the reading of its first word gets it wrong: "Foto é obrigatória".',
  'x-hidden': 'Set by the company’s configuration (`configFields`): the field is not shown.',
  'x-requiredUnless': 'On a required list: the boolean sibling that waives it ("Estou em busca do primeiro emprego" waives the experiences).',
  'x-transient': 'Validated but never stored (a password’s confirmation).',
  'x-trim': 'On a text: the spaces around it are dropped before validation, and a blank one counts as absent (so "Nome é obrigatório").',
  'x-copyOf': 'A copy of a field of the record a sibling reference points at (`"curso.online"`): the server sets it from that record on every write, whatever was sent, and validates the record with it; the form fills it as soon as the reference is chosen, so the rules that read it apply before the first save.',
  'x-hash': 'Stored as a hash (`argon2`) and never answered back (passwords).',
  'x-file': 'An uploaded file (`FileField` in `engine/declaration.ts`: `maxMb`, `types`) on a read-only, write-only property of an owned entity: sent as multipart to its routes under the owner, checked by kind and size, stored in parts, its name, type and size kept in the read-only siblings `<campo>Nome`, `<campo>Tipo`, `<campo>Tamanho`, answered by `GET …/{id}/download`.',
  'x-internal': 'Seen and written by HR only: left out of the candidate portal.',
  'x-requirableOf': 'A configuration list whose options are the named entity’s fields that may be made required.',
  'x-settingsOf': 'A configuration object with one `{visivel, obrigatorio, titulo}` setting per field of the named group.',
  'x-entities': 'The options are the declared entities, titled by their label (the audit log\'s "Cadastro").',
  renamedFrom: 'The property’s former name: at start its column (or its list’s table) is renamed, data kept.',
  notInFuture: 'A date not after today (São Paulo).',
  maxDaysAhead: 'A date at most this many days after today (São Paulo): a start date booked ahead (`schemas/_shared/datas.json`).',
  notAfterCurrentYear: 'A year not after the current one.',
  onlyLastEmpty: 'In a list of texts, only the last may be empty (the form’s “add another” line).',
  equalTo: 'Equal to the sibling property named (`{"equalTo": "senha"}`): a confirmation.',
  errorMessage: 'ajv-errors: the pt-BR message per keyword (`{"pattern": "O CA tem até 6 dígitos"}`), which wins over the generated one.',
  configIf: 'Rules by the company’s configuration: `{"configIf": {"chave": true}, "then": {…}, "else": {…}}`, resolved before validation.',
  configRequired: 'On an object: the configuration key whose list of dotted paths becomes required.',
  configFields: 'On an object: the configuration key whose per-field settings show, hide, retitle and require its properties.',
  configSet: 'A keyword taking a configured value (`{"maxItems": "maxCandidataCargo"}`); `{chave}` and `{chave cargo|cargos}` in its messages become the value.',
};
