/**
 * The Nine Box in Chromium (issue 14 item 6): an evaluation's talents in the grid, found from
 * the menu — the counts, a box clicked lists its talents, ticked boxes make the "Resultado:"
 * line, NineBox.pdf downloads — and the editor's limits refused in the "Alerta" dialog.
 * Screenshots: artifacts/screenshots/nine-box-*.png (also at 1024 px).
 */
import { describe, expect, it } from 'vitest';
import { PROPRIEDADE, type TipoCompetencia } from '../../modules/cargo-salario/competencias/competencia';
import { apiOf, screenshot, useSession } from './harness';

const session = useSession();
const { page } = session;

/** Twelve talents with competence assessments, graded 1..5 by one colleague in a released evaluation, who also gives their competences' levels. */
async function avaliacaoDoNineBox(): Promise<string> {
  const { api: chamar } = apiOf(session);
  type Json = Record<string, any>;
  const api = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => chamar<Json>(method, path, body);
  const talentos = (await api('GET', '/colaboradores?situacao=A&size=120&sort=nome,asc')).content as { id: number }[];
  const avaliados: { id: number }[] = [];
  for (const talento of talentos) {
    if (avaliados.length === 12) break;
    if ((await api('GET', `/colaboradores/${talento.id}/configuracoes-niveis-competencia-colaborador`)).length) avaliados.push(talento);
  }
  const avaliador = talentos.find((c) => !avaliados.includes(c))!;
  const modelo = await api('POST', '/modelos-avaliacao', { titulo: 'Desempenho do Nine Box', tipo: 'D', perguntas: [{ texto: 'Entrega?', tipo: 4, notaMinima: 1, notaMaxima: 5, obrigatoria: true, peso: 1 }] });
  const pergunta = (await api('GET', `/modelos-avaliacao/${modelo.id}/perguntas`)).perguntas[0].id;
  const titulo = 'Ciclo do Nine Box';
  const avaliacao = await api('POST', '/avaliacoes-desempenho', { titulo, tipo: '1.0', dataIni: '2026-01-01', dataFim: '2026-12-31', modeloAvaliacao: { id: modelo.id }, permiteAutoAvaliacao: false, anonima: false, avaliarCompetenciasCargo: true });
  await api('POST', `/avaliacoes-desempenho/${avaliacao.id}/avaliados-do-avaliador`, { avaliador: { id: avaliador.id }, tipo: 'R', avaliadosIds: avaliados.map((a) => a.id) });
  await api('PUT', `/avaliacoes-desempenho/${avaliacao.id}/liberar`);
  const pares = (await api('GET', `/participantes-avaliacao-desempenho?avaliacao=${avaliacao.id}&size=50`)).content as { id: number }[];
  for (const [i, par] of pares.entries()) {
    // The colleague also gives each competence of the avaliado's faixa a level, spread over the scale.
    const { competencias: grade } = await api('GET', `/participantes-avaliacao-desempenho/${par.id}/questionario`);
    const nivel = grade.escala[i % grade.escala.length].nivelCompetencia;
    const competencias = (grade.itens as Json[]).map((c) => ({ tipoCompetencia: c.tipoCompetencia, [PROPRIEDADE[c.tipoCompetencia as TipoCompetencia]]: { id: c.id }, nivelCompetencia: { id: nivel.id } }));
    await api('POST', `/participantes-avaliacao-desempenho/${par.id}/respostas`, { respostas: [{ perguntaId: pergunta, tipoId: 4, nota: (i % 5) + 1 }], competencias });
  }
  return titulo;
}

describe('Nine Box', () => {
  it('distribui os avaliados, lista os de um box, imprime e recusa limites inválidos', async () => {
    const titulo = await avaliacaoDoNineBox();
    await page.getByPlaceholder('Pesquisar Menu').fill('nine box');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: /^Avaliação › Nine Box$/ }).click();
    await page.getByRole('heading', { name: 'Nine Box' }).waitFor();
    await page.locator('#ninebox-avaliacao').selectOption({ label: titulo });
    await page.locator('.rh-ninebox-box').first().waitFor();
    expect(await page.locator('.rh-ninebox-titulo').allTextContents()).toEqual(['ENIGMA', 'FORTE POTENCIAL', 'ALTA CAPACIDADE', 'QUESTIONÁVEL', 'MANTENEDOR', 'FORTE DESEMPENHO', 'INSUFICIENTE', 'EFICAZ', 'COMPROMETIDO']);

    await page.locator('.rh-ninebox-barra').getByRole('button', { name: 'Analytics' }).click();
    const quantidades = (await page.locator('.rh-ninebox-quantidade').allTextContents()).map(Number);
    expect(quantidades.reduce((a, b) => a + b, 0)).toBe(12);
    const ocupado = quantidades.findIndex((n) => n > 0);
    const box = page.locator('.rh-ninebox-box').nth(ocupado);
    await box.click();
    const lista = page.locator('.rh-ninebox-lista');
    await lista.getByRole('heading', { name: /^Resultados por Box — / }).waitFor();
    expect(await lista.locator('.rh-ninebox-talento').count()).toBe(quantidades[ocupado]);
    await box.locator('.bp6-control').click();
    await page.getByText('Resultado:').waitFor();
    expect(await page.locator('.rh-ninebox-resultado').textContent()).toContain(`(${quantidades[ocupado]})`);
    await screenshot(page, 'nine-box');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'nine-box-1024');
    await page.setViewportSize({ width: 1366, height: 900 });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Imprimir' }).click();
    expect((await download).suggestedFilename()).toBe('NineBox.pdf');

    await page.getByRole('button', { name: 'Editar' }).click();
    await page.locator('#ninebox-percentualAltoDesempenho').fill('');
    await page.getByRole('button', { name: 'Salvar configuração' }).click();
    await page.locator('.bp6-alert').getByText('O campo de Alto desempenho é obrigatório.').waitFor();
    await page.locator('.bp6-alert').getByRole('button', { name: 'OK' }).click();
    await page.locator('#ninebox-percentualAltoDesempenho').fill('66');
    // Against the high limit typed here, not the configuration's (the demo's is its own).
    await page.locator('#ninebox-percentualAltoPotencial').fill('66');
    await page.locator('#ninebox-percentualBaixoPotencial').fill('70');
    await page.getByRole('button', { name: 'Salvar configuração' }).click();
    await page.locator('.bp6-alert').getByText('O percentual de baixo potencial não pode ser maior ou igual do que o alto potencial.').waitFor();
    await screenshot(page, 'nine-box-alerta');
    await page.locator('.bp6-alert').getByRole('button', { name: 'OK' }).click();
    await page.locator('#ninebox-percentualBaixoPotencial').fill('20');
    await page.getByRole('button', { name: 'Salvar configuração' }).click();
    await page.getByText('Configuração do Nine Box salva.').waitFor();
  });
});
