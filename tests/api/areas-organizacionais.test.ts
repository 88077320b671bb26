/**
 * Organisational areas as a tree (spec 02 §3, §4, §7): the hierarchy text kept by the server,
 * no area under itself, the active flag following the tree, responsáveis replicated downwards,
 * the organisation chart's tree with head counts, and the possible mothers of an area.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FILHAS_ATIVAS, MAE_INATIVA, MAE_INVALIDA } from '../../modules/cargo-salario/areas/hierarquia';
import { pdfText } from '../support/pdf-text';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const area = (body: Record<string, unknown>) => t.request('POST', '/api/areas-organizacionais', { cookie: t.admin, body });
const read = async (id: number) => (await t.request('GET', `/api/areas-organizacionais/${id}`, { cookie: t.admin })).json();
const change = async (id: number, changes: Record<string, unknown>) => t.request('PUT', `/api/areas-organizacionais/${id}`, { cookie: t.admin, body: { ...(await read(id)), ...changes } });
const ids: Record<string, number> = {};
let talentos: { id: number; nome: string }[];

beforeAll(async () => {
  for (const [nome, mae] of [['Diretoria Árvore', undefined], ['RH Árvore', 'Diretoria Árvore'], ['Recrutamento Árvore', 'RH Árvore'], ['Seleção Árvore', 'Recrutamento Árvore']] as const) {
    const created = await area({ nome, ...(mae && { areaMae: { id: ids[mae] } }) });
    expect(created.statusCode, created.body).toBe(201);
    ids[nome] = created.json().id;
  }
  talentos = (await t.request('GET', '/api/colaboradores?unpaged=true&resumido=true', { cookie: t.admin })).json();
});

describe('áreas organizacionais em árvore', () => {
  it('a hierarquia da raiz até a área, refeita abaixo de uma área renomeada', async () => {
    expect((await read(ids['Seleção Árvore']!)).descricaoHierarquia).toBe('Diretoria Árvore > RH Árvore > Recrutamento Árvore > Seleção Árvore');
    expect((await change(ids['RH Árvore']!, { nome: 'Gente Árvore' })).statusCode).toBe(200);
    expect((await read(ids['Seleção Árvore']!)).descricaoHierarquia).toBe('Diretoria Árvore > Gente Árvore > Recrutamento Árvore > Seleção Árvore');
    expect((await change(ids['RH Árvore']!, { nome: 'RH Árvore' })).statusCode).toBe(200);
  });

  it('nenhuma área fica abaixo de si mesma', async () => {
    for (const mae of ['Diretoria Árvore', 'Seleção Árvore']) {
      const refused = await change(ids['Diretoria Árvore']!, { areaMae: { id: ids[mae] } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual([{ field: 'areaMae', message: MAE_INVALIDA }]);
    }
    const maes = (await t.request('GET', `/api/areas-organizacionais/areas-maes?areaId=${ids['RH Árvore']}`, { cookie: t.admin })).json() as { id: number }[];
    expect(maes.map((m) => m.id)).toContain(ids['Diretoria Árvore']);
    for (const fora of ['RH Árvore', 'Recrutamento Árvore', 'Seleção Árvore']) expect(maes.map((m) => m.id)).not.toContain(ids[fora]);
  });

  it('ativa segue a árvore: não inativa com filhas ativas, não ativa sob mãe inativa', async () => {
    const withChildren = await change(ids['Recrutamento Árvore']!, { ativo: false });
    expect(withChildren.json().fields).toEqual([{ field: 'ativo', message: FILHAS_ATIVAS }]);
    expect((await change(ids['Seleção Árvore']!, { ativo: false })).statusCode).toBe(200);
    expect((await change(ids['Recrutamento Árvore']!, { ativo: false })).statusCode).toBe(200);
    const under = await change(ids['Seleção Árvore']!, { ativo: true });
    expect(under.json().fields).toEqual([{ field: 'ativo', message: MAE_INATIVA }]);
    const created = await area({ nome: 'Nova sob inativa', areaMae: { id: ids['Recrutamento Árvore'] } });
    expect(created.json().fields).toEqual([{ field: 'ativo', message: MAE_INATIVA }]);
    const organograma = (await t.request('GET', '/api/areas-organizacionais/organogramas?ativa=true', { cookie: t.admin })).json();
    expect(JSON.stringify(organograma)).not.toContain('Recrutamento Árvore');
    expect((await change(ids['Recrutamento Árvore']!, { ativo: true })).statusCode).toBe(200);
    expect((await change(ids['Seleção Árvore']!, { ativo: true })).statusCode).toBe(200);
  });

  it('replica responsáveis para as áreas filhas; o organograma mostra nomes e quantidades', async () => {
    expect(talentos.length).toBeGreaterThan(1);
    const [ana, bia] = talentos as [{ id: number; nome: string }, { id: number; nome: string }];
    const replicated = await change(ids['RH Árvore']!, { responsaveis: [ana.id], replicarResponsaveisParaAreasFilhas: true, coResponsaveis: [bia.id] });
    expect(replicated.statusCode, replicated.body).toBe(200);
    expect((await read(ids['Seleção Árvore']!)).responsaveis).toEqual([ana.id]);
    expect((await read(ids['Recrutamento Árvore']!)).coResponsaveis ?? []).toEqual([]);

    const branch = await t.request('GET', `/api/areas-organizacionais/organogramas?areaOrganizacionalId=${ids['RH Árvore']}`, { cookie: t.admin });
    expect(branch.statusCode, branch.body).toBe(200);
    const [rh] = branch.json();
    expect(rh).toMatchObject({ nome: 'RH Árvore', descricaoHierarquia: 'Diretoria Árvore > RH Árvore', responsaveis: [ana], coResponsaveis: [bia] });
    expect(rh.filhas[0]).toMatchObject({ nome: 'Recrutamento Árvore', responsaveis: [ana], filhas: [expect.objectContaining({ nome: 'Seleção Árvore' })] });
    expect(rh.quantidadeTotal).toBeGreaterThanOrEqual(rh.quantidadeColaboradores);
  });

  it('o organograma em PDF: cada área recuada sob a sua mãe, com responsáveis e quantidades', async () => {
    const pdf = await t.request('GET', `/api/areas-organizacionais/relatorio?areaOrganizacionalId=${ids['Diretoria Árvore']}`, { cookie: t.admin });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Organograma.pdf');
    const lines = pdfText(pdf.rawPayload).split('\n');
    const indent = (nome: string) => {
      const line = lines.find((l) => l.includes(nome));
      expect(line, nome).toBeDefined();
      return line!.search(/\S/);
    };
    const niveis = ['Diretoria Árvore', 'RH Árvore', 'Recrutamento Árvore', 'Seleção Árvore'].map(indent);
    for (let i = 1; i < niveis.length; i++) expect(niveis[i]).toBeGreaterThan(niveis[i - 1]!);
    const texto = lines.join('\n');
    expect(texto).toContain(`Responsáveis: ${talentos[0]!.nome}`);
    expect(texto).toMatch(/\d+ talentos? · \d+ no total/);
    expect(texto).toContain('Página 1 de');
  });

  it('cada empresa vê a sua árvore', async () => {
    const norte = JSON.stringify((await t.request('GET', '/api/areas-organizacionais/organogramas', { cookie: t.norte })).json());
    expect(norte).not.toContain('Diretoria Árvore');
    expect((await t.request('GET', `/api/areas-organizacionais/organogramas?areaOrganizacionalId=${ids['RH Árvore']}`, { cookie: t.norte })).statusCode).toBe(404);
    expect((await t.request('GET', `/api/areas-organizacionais/relatorio?areaOrganizacionalId=${ids['RH Árvore']}`, { cookie: t.norte })).statusCode).toBe(404);
    expect(pdfText((await t.request('GET', '/api/areas-organizacionais/relatorio', { cookie: t.norte })).rawPayload)).not.toContain('Diretoria Árvore');
  });
});
