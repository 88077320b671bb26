// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FileWidget } from './FileWidget';
import { renderWidget } from './test-widget';

afterEach(cleanup);

const choose = (file: File) => {
  const input = document.getElementById('root_campo') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
};

describe('FileWidget', () => {
  it('refuses a file above the limit, naming it in KB/MB', () => {
    const { changes } = renderWidget(FileWidget, { schema: { type: 'string', format: 'data-url' }, options: { maxSize: 1024 } });
    choose(new File(['x'.repeat(2048)], 'grande.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe('O arquivo deve ser menor que 1 KB');
    expect(changes).toEqual([]);
  });

  it('refuses another type than the schema names', () => {
    renderWidget(FileWidget, { schema: { type: 'string', format: 'data-url', contentMediaType: 'text/plain' } });
    choose(new File(['%PDF'], 'curriculo.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('Selecione um arquivo com a extensão: txt');
  });

  it('loads an accepted file as a data URL carrying its name, and says so', async () => {
    const { changes } = renderWidget(FileWidget, { schema: { type: 'string', format: 'data-url', contentMediaType: 'text/plain' } });
    choose(new File(['olá'], 'notas.txt', { type: 'text/plain' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Arquivo notas.txt carregado com sucesso.'));
    expect(String(changes.at(-1))).toMatch(/^data:text\/plain;name=notas\.txt;base64,/);
    expect(screen.getByText('notas.txt')).toBeTruthy();
  });
});
