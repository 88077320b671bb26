/**
 * Every message of a box (spec 02 §2 "see all"), in Chromium: reached from the box's "ver todas",
 * paged by the server, a message marked read in "Visualizar Mensagem" and one removed after
 * "Confirma exclusão?"; then the help centre of the side navigation and Utilitários › Notícias.
 * Screenshots at 1366 and 1024 px: artifacts/screenshots/mensagens-lista*.png, mensagens-ajuda*.png,
 * mensagens-noticias-admin*.png.
 */
import { describe, expect, it } from 'vitest';
import type { MensagensPage } from '../../modules/mensagens/mensagens.api';
import { today } from '../../engine/validation/brazilian';
import { apiOf, rowOf, screenshotAtWidths, settled, useSession } from './harness';

const { app, page } = useSession();
const { api } = apiOf({ app, page });

const POR_PAGINA = 20;
const linhas = () => page.locator('.rh-lista-mensagens-tabela tbody tr');
const totalR = async () => (await api<MensagensPage>('GET', '/mensagens?tipo=R&size=1')).totalElements;

/** Personnel requests waiting for approval, each one a message of box R (the event's own hook), until the box has more than a page. */
async function maisDeUmaPagina(): Promise<void> {
  const primeiro = async (resource: string) => (await api<{ id: number }[]>('GET', `/${resource}?unpaged=true&resumido=true`))[0]!.id;
  const corpo = {
    data: today(),
    horarioComercial: 'Comercial',
    estabelecimento: { id: await primeiro('estabelecimentos') },
    areaOrganizacional: { id: await primeiro('areas-organizacionais') },
    cargo: { id: await primeiro('cargos') },
    motivoSolicitacao: { id: await primeiro('motivos-solicitacao') },
  };
  for (let i = await totalR(); i <= POR_PAGINA + 2; i++) await api('POST', '/solicitacoes-pessoal', { ...corpo, descricao: `Vaga da lista ${i}` });
}

describe('lista de mensagens', () => {
  it('"ver todas" da caixa abre a lista do tipo, paginada no servidor', async () => {
    await maisDeUmaPagina();
    const total = await totalR();
    const paginas = Math.ceil(total / POR_PAGINA);
    await settled(page);
    await page.locator('.rh-caixa[data-caixa="R"]').getByRole('link', { name: 'ver todas' }).click();
    await page.waitForURL(/\/mensagens\?tipo=R$/);
    await expect.poll(() => linhas().count()).toBe(POR_PAGINA);
    await expect.poll(() => page.locator('.rh-lista-mensagens select').inputValue()).toBe('R');
    await page.getByRole('button', { name: `1 de ${paginas}` }).waitFor();
    await screenshotAtWidths(page, 'mensagens-lista');
    await page.getByRole('button', { name: 'Próxima página' }).click();
    await page.getByRole('button', { name: `2 de ${paginas}` }).waitFor();
    await expect.poll(() => linhas().count()).toBe(Math.min(POR_PAGINA, total - POR_PAGINA));
    await page.getByRole('button', { name: 'Página anterior' }).click();
    await page.getByRole('button', { name: `1 de ${paginas}` }).waitFor();
  });

  it('uma mensagem vista e marcada como lida fica "Lida" na lista', async () => {
    const primeira = linhas().first();
    const texto = (await api<MensagensPage>('GET', '/mensagens?tipo=R&size=1')).content[0]!;
    await primeira.click();
    const dialogo = page.getByRole('dialog', { name: 'Visualizar Mensagem' });
    await dialogo.getByText(texto.texto).waitFor();
    await dialogo.getByText('Mensagem Lida').click();
    await expect.poll(async () => (await api<MensagensPage>('GET', '/mensagens?tipo=R&size=1')).content[0]!.lida).toBe(!texto.lida);
    await dialogo.getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => primeira.locator('.bp6-tag').innerText()).toBe(texto.lida ? 'Não lida' : 'Lida');
  });

  it('excluída após "Confirma exclusão?", sai da lista e conta uma a menos', async () => {
    const antes = await totalR();
    const alvo = (await api<MensagensPage>('GET', '/mensagens?tipo=R&size=1')).content[0]!;
    await linhas().first().getByRole('button', { name: 'Excluir mensagem' }).click();
    const confirmacao = page.getByRole('dialog').filter({ hasText: 'Confirma exclusão?' });
    await confirmacao.getByRole('button', { name: 'Sim' }).click();
    await expect.poll(totalR).toBe(antes - 1);
    await expect.poll(async () => (await api<MensagensPage>('GET', '/mensagens?tipo=R&size=100')).content.map((m) => m.usuarioMensagemId)).not.toContain(alvo.usuarioMensagemId);
    await expect.poll(() => linhas().count()).toBe(POR_PAGINA);
  });
});

describe('navegação lateral e notícias', () => {
  it('a central de ajuda abre o guia do usuário', async () => {
    await page.getByRole('navigation', { name: 'Navegação lateral' }).getByRole('button', { name: 'Central de ajuda' }).click();
    await page.waitForURL(/\/ajuda$/);
    await page.getByRole('heading', { name: 'Central de ajuda' }).waitFor();
    await page.getByRole('navigation', { name: 'Assuntos da ajuda' }).getByRole('link', { name: 'Página inicial: caixas de mensagens e notícias' }).click();
    await page.getByRole('heading', { name: 'Página inicial: caixas de mensagens e notícias' }).waitFor();
    // The developers' sections stay out of the guide.
    await expect.poll(() => page.getByRole('heading', { name: 'Como é feito' }).count()).toBe(0);
    await screenshotAtWidths(page, 'mensagens-ajuda');
  });

  it('Utilitários › Notícias lista as notícias da instalação', async () => {
    await page.goto(`${app.url}/utilitario/noticias`);
    await settled(page);
    await rowOf(page, 'o backup do banco').waitFor();
    await rowOf(page, 'Nova versão do RH').waitFor();
    await screenshotAtWidths(page, 'mensagens-noticias-admin');
  });
});
