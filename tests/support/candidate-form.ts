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

/** A minimal candidate of company 1 (after `plainCandidateForm`), by the HR administrator; answers its id. */
export async function createPlainCandidate(t: FileTestApp, cargo: number, nome: string, cpf: string): Promise<number> {
  const response = await t.request('POST', '/api/candidatos', { cookie: t.admin, body: { nome, pessoal: { cpf, sexo: 'F' }, cargos: [cargo] } });
  if (response.statusCode !== 201) throw new Error(`candidato ${nome} não criado: ${response.body}`);
  return response.json().id as number;
}
