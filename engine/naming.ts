/** `dataAdmissao` → `data_admissao`; `areasOrganizacionaisIds` → `areas_organizacionais_ids`. */
export function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

/** `documentos-anexos` → `documentosAnexos`. */
export const camelCase = (name: string): string => name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
