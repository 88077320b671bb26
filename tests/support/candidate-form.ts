/** Test set-up shared by the candidate suites. */
import type { FileTestApp } from './test-app';

/**
 * Company 1 asks for no extra candidate field (so a test's minimal candidate is valid);
 * answers the id of its first cargo, for the `cargos` a candidate needs.
 */
export async function plainCandidateForm(t: FileTestApp): Promise<number> {
  const current = (await t.request('GET', '/api/empresas/1/configuracao', { cookie: t.admin })).json();
  await t.request('PUT', '/api/empresas/1/configuracao', { cookie: t.admin, body: { ...current, camposObrigatoriosCandidato: [], campoExtraCandidato: {} } });
  return (await t.request('GET', '/api/cargos?unpaged=true&resumido=true', { cookie: t.admin })).json()[0].id;
}
