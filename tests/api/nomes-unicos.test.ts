/**
 * Names a company never wants twice (issue 18): áreas organizacionais, faixas salariais within a
 * cargo, modelos de avaliação and de entrevista within their tipo — refused on the field with a
 * pt-BR message (the declarations' `unique`), editing a record keeps its own name, and another
 * company (Filial Norte) may use the same names.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

const post = (url: string, body: unknown, cookie = t.admin) => t.request('POST', url, { cookie, body });
const criado = async (url: string, body: unknown, cookie = t.admin) => {
  const response = await post(url, body, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
};
const recusado = async (url: string, body: unknown, field: string, message: string) => {
  const response = await post(url, body);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().fields).toEqual([{ field, message }]);
};

describe('nomes únicos na empresa', () => {
  it('área organizacional: o mesmo nome é recusado; editar a própria mantém; outra empresa pode', async () => {
    const id = await criado('/api/areas-organizacionais', { nome: 'Área Única' });
    await recusado('/api/areas-organizacionais', { nome: 'Área Única' }, 'nome', 'Já existe uma área organizacional com este nome.');
    const atual = (await t.request('GET', `/api/areas-organizacionais/${id}`, { cookie: t.admin })).json();
    const editada = await t.request('PUT', `/api/areas-organizacionais/${id}`, { cookie: t.admin, body: { ...atual, email: 'area@exemplo.com' } });
    expect(editada.statusCode, editada.body).toBe(200);
    await criado('/api/areas-organizacionais', { nome: 'Área Única' }, t.norte);
  });

  it('faixa salarial: o mesmo nome no mesmo cargo é recusado; em outro cargo, não', async () => {
    const area = await criado('/api/areas-organizacionais', { nome: 'Área das Faixas' });
    const cargo = async (nome: string) => criado('/api/cargos', { nome, nomeMercado: nome, areasOrganizacionaisIds: [area] });
    const [primeiro, segundo] = [await cargo('Cargo das Faixas A'), await cargo('Cargo das Faixas B')];
    const faixa = (cargoId: number) => ({ nome: 'Júnior', cargo: { id: cargoId }, cbo: { id: 252105 }, historicos: [{ data: '2025-01-01', tipo: 3, valor: 3000 }] });
    await criado('/api/faixas-salariais', faixa(primeiro));
    await recusado('/api/faixas-salariais', faixa(primeiro), 'nome', 'Já existe uma faixa salarial com este nome neste cargo.');
    await criado('/api/faixas-salariais', faixa(segundo));
  });

  it('modelo de avaliação e de entrevista: o mesmo título no mesmo tipo é recusado; em outro tipo, não', async () => {
    await criado('/api/modelos-avaliacao', { titulo: 'Modelo Único', tipo: 'S' });
    await recusado('/api/modelos-avaliacao', { titulo: 'Modelo Único', tipo: 'S' }, 'titulo', 'Já existe um modelo deste tipo com este título.');
    await criado('/api/modelos-avaliacao', { titulo: 'Modelo Único', tipo: 'E' });
    await recusado('/api/modelos-avaliacao', { titulo: 'Modelo Único', tipo: 'E' }, 'titulo', 'Já existe um modelo deste tipo com este título.');
  });
});
