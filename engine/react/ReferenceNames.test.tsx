// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntityMeta } from '../api-types';
import { DataProviderContext, failingDataProvider } from './data-provider';
import { listColumns } from './list-columns';

afterEach(cleanup);

const historico = {
  name: 'historicoGrupoHomogeneo',
  resource: 'historicos-grupos-homogeneos',
  summary: 'data',
  schema: { type: 'object', properties: { ambientes: { type: 'array', title: 'Ambientes', 'x-reference': 'ambiente', items: { type: 'integer' } } } },
  list: { columns: ['ambientes'] },
} as unknown as EntityMeta;

describe('a list column of references', () => {
  it('names the records the ids point to, from the referenced entity options', async () => {
    const getOptions = vi.fn().mockResolvedValue([
      { id: 3, nomeAmbiente: 'Almoxarifado' },
      { id: 7, nomeAmbiente: 'Caldeiraria' },
    ]);
    const [coluna] = listColumns(historico, (name) => (name === 'ambiente' ? { resource: 'ambientes', summary: 'nomeAmbiente' } : undefined));
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <DataProviderContext.Provider value={failingDataProvider({ getOptions })}>
          <div data-testid="celula">{coluna!.cell({ ambientes: [7, 3] })}</div>
        </DataProviderContext.Provider>
      </SWRConfig>,
    );
    expect(await screen.findByText('Caldeiraria, Almoxarifado')).toBeTruthy();
    expect(getOptions).toHaveBeenCalledWith('ambientes', {});
  });
});
