// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../engine/api-types';
import type { ListParams } from '../../../engine/react/data-provider';
import { failingDataProvider } from '../../../engine/react/data-provider';
import { confirm } from '../confirm';
import { toast } from '../toaster';
import { EntityListScreen } from '../../../engine/react/EntityListScreen';
import { candidato, estado, etapaSeletiva } from '../../../engine/react/test-fixtures';
import { renderScreen } from './render-screen';

vi.mock('../toaster', () => ({
  toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('../confirm', () => ({ confirm: vi.fn() }));

afterEach(cleanup);
beforeEach(() => vi.clearAllMocks());

const page = <T,>(content: T[], totalElements = content.length): Page<T> => ({
  content,
  totalElements,
  size: 15,
  pageable: { paged: true, offset: 0 },
});

const etapas = [
  { id: 1, version: 0, ordem: 1, nome: 'Triagem', analiseComportamental: false },
  { id: 2, version: 0, ordem: 2, nome: 'Entrevista', analiseComportamental: true },
];

const at = '/captacao/etapas-seletivas';
const location = () => screen.getByTestId('location').textContent;
const lastParams = (getList: ReturnType<typeof vi.fn>) => getList.mock.calls.at(-1)?.[1] as ListParams;

describe('EntityListScreen', () => {
  it('lists a page with the declared columns, formatted, and counts the records', async () => {
    const getList = vi.fn().mockResolvedValue(page(etapas));
    renderScreen(<EntityListScreen entity={etapaSeletiva} />, { provider: failingDataProvider({ getList }), at });
    expect(screen.getByRole('heading', { name: 'Etapas Seletivas' })).toBeTruthy();
    const row = (await screen.findByText('Entrevista')).closest('tr')!;
    expect(within(row).getByText('Sim')).toBeTruthy();
    expect(within(screen.getByText('Triagem').closest('tr')!).getByText('Não')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Ordem', 'Nome', 'Análise comportamental', '']);
    expect(screen.getByText('2 registro(s) encontrado(s).')).toBeTruthy();
    // Only the properties the list shows or needs (a partial view).
    expect(getList.mock.calls[0]?.slice(0, 2)).toEqual(['etapas-seletivas', { page: 0, size: 15, sort: 'ordem,asc', filters: {}, fields: ['ordem', 'nome', 'analiseComportamental'] }]);
  });

  it('says so when there is nothing', async () => {
    renderScreen(<EntityListScreen entity={etapaSeletiva} />, { provider: failingDataProvider({ getList: vi.fn().mockResolvedValue(page([])) }), at });
    expect(await screen.findByText('Nenhum registro encontrado.')).toBeTruthy();
    expect(screen.getByText('0 registro(s) encontrado(s).')).toBeTruthy();
  });

  it('sorts on the server by the sortable columns only, and keeps the sort in the URL', async () => {
    const getList = vi.fn().mockResolvedValue(page(etapas));
    renderScreen(<EntityListScreen entity={etapaSeletiva} />, { provider: failingDataProvider({ getList }), at });
    await screen.findByText('Entrevista');
    fireEvent.click(screen.getByRole('columnheader', { name: 'Nome' }));
    await waitFor(() => expect(location()).toBe(`${at}?sort=nome%2Casc`));
    await waitFor(() => expect(lastParams(getList).sort).toBe('nome,asc'));
    fireEvent.click(screen.getByRole('columnheader', { name: /Nome/ }));
    await waitFor(() => expect(lastParams(getList).sort).toBe('nome,desc'));
    const calls = getList.mock.calls.length;
    fireEvent.click(screen.getByRole('columnheader', { name: 'Análise comportamental' }));
    expect(getList.mock.calls.length).toBe(calls);
  });

  it('pages 15 at a time from page 0, the page in the URL', async () => {
    const getList = vi.fn().mockResolvedValue(page(etapas, 40));
    renderScreen(<EntityListScreen entity={etapaSeletiva} />, { provider: failingDataProvider({ getList }), at: `${at}?page=1` });
    await screen.findByText('Página 2 de 3');
    expect(lastParams(getList).page).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(lastParams(getList)).toMatchObject({ page: 2, size: 15 }));
    expect(location()).toBe(`${at}?page=2`);
  });

  it('filters from the collapsible panel, back to page 0', async () => {
    const getList = vi.fn().mockResolvedValue(page(etapas, 40));
    renderScreen(<EntityListScreen entity={etapaSeletiva} />, { provider: failingDataProvider({ getList }), at: `${at}?page=2` });
    await screen.findByText('Entrevista');
    fireEvent.click(screen.getByRole('button', { name: 'Exibir Filtro' }));
    expect(screen.getByRole('button', { name: 'Ocultar Filtro' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nome', { exact: false }), { target: { value: 'entre' } });
    fireEvent.click(screen.getByLabelText('Análise comportamental'));
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(lastParams(getList)).toMatchObject({ page: 0, filters: { nome: 'entre', analiseComportamental: true } }));
    expect(location()).toBe(`${at}?nome=entre&analiseComportamental=true`);
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(lastParams(getList).filters).toEqual({}));
  });

  it('reads filters back from the URL (back/forward, shared links)', async () => {
    const getList = vi.fn().mockResolvedValue(page(etapas));
    renderScreen(<EntityListScreen entity={etapaSeletiva} />, {
      provider: failingDataProvider({ getList }),
      at: `${at}?nome=tri&analiseComportamental=false&sort=nome%2Cdesc`,
    });
    await screen.findByText('Entrevista');
    expect(lastParams(getList)).toMatchObject({ page: 0, size: 15, sort: 'nome,desc', filters: { nome: 'tri', analiseComportamental: false } });
    // Filters in use: the panel starts open, showing them.
    expect((screen.getByLabelText('Nome', { exact: false }) as HTMLInputElement).value).toBe('tri');
  });

  it('removes a row after the confirmation, then says so', async () => {
    const getList = vi.fn().mockResolvedValue(page(etapas));
    const remove = vi.fn().mockResolvedValue(undefined);
    vi.mocked(confirm).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderScreen(<EntityListScreen entity={etapaSeletiva} />, { provider: failingDataProvider({ getList, remove }), at });
    const row = (await screen.findByText('Triagem')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith({ message: 'Tem certeza que deseja remover?' }));
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(row).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('etapas-seletivas', 1));
    expect(toast.success).toHaveBeenCalledWith('Registro removido com sucesso.');
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(1));
  });

  it('opens the form to insert and to edit, remembering the list it came from', async () => {
    const getList = vi.fn().mockResolvedValue(page(etapas));
    renderScreen(<EntityListScreen entity={etapaSeletiva} />, { provider: failingDataProvider({ getList }), at });
    fireEvent.click(screen.getByRole('button', { name: 'Inserir' }));
    expect(location()).toBe(`${at}/new`);
  });

  it('offers neither insert nor remove without write permission, and opens a record to view', async () => {
    const getList = vi.fn().mockResolvedValue(page(etapas));
    renderScreen(<EntityListScreen entity={{ ...etapaSeletiva, can: { read: true, write: false } }} />, { provider: failingDataProvider({ getList }), at });
    const row = (await screen.findByText('Triagem')).closest('tr')!;
    expect(screen.queryByRole('button', { name: 'Inserir' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Remover' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Visualizar' }));
    expect(location()).toBe(`${at}/1`);
  });

  it('offers no removal when the declaration has no delete operation (companies), though it edits', async () => {
    const getList = vi.fn().mockResolvedValue(page(etapas));
    renderScreen(<EntityListScreen entity={{ ...etapaSeletiva, operations: ['list', 'read', 'create', 'update'] }} />, { provider: failingDataProvider({ getList }), at });
    const row = (await screen.findByText('Triagem')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Remover' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Editar' })).toBeTruthy();
  });

  it('shows references by their summary, codes by title, money, dates and masks', async () => {
    const getList = vi.fn().mockResolvedValue(
      page([
        { id: 9, nome: 'Ana', cpf: '52998224725', sexo: 'F', dataNascimento: '1990-01-31', pretencaoSalarial: 1234.5, estado: { id: 6, nome: 'Ceará' } },
      ]),
    );
    const getOptions = vi.fn().mockResolvedValue([{ id: 6, nome: 'Ceará' }]);
    renderScreen(<EntityListScreen entity={candidato} />, { provider: failingDataProvider({ getList, getOptions }), entities: [candidato, estado], at: '/captacao/candidatos' });
    const row = (await screen.findByText('Ana')).closest('tr')!;
    const cells = within(row).getAllByRole('cell').map((td) => td.textContent);
    expect(cells.slice(0, 6)).toEqual(['Ana', '529.982.247-25', 'Feminino', '31/01/1990', 'R$ 1.234,50', 'Ceará']);
  });
});
