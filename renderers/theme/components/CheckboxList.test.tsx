// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Choice, ChoiceValue } from '../../../engine/widgets/choices';
import { CheckboxList } from './CheckboxList';

afterEach(cleanup);

const choices: Choice[] = [
  { value: 1, label: 'Administrativo' },
  { value: 2, label: 'Comercial' },
  { value: 3, label: 'Contabilidade' },
  { value: 4, label: 'Produção' },
];

function Holder({ initial = [], maxItems, items = choices }: { initial?: ChoiceValue[]; maxItems?: number; items?: Choice[] }) {
  const [selected, setSelected] = useState<ChoiceValue[]>(initial);
  return (
    <>
      <CheckboxList choices={items} selected={selected} onChange={setSelected} maxItems={maxItems} />
      <output data-testid="selected">{selected.join(',')}</output>
    </>
  );
}

const filter = (text: string) => fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });
const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const selected = () => screen.getByTestId('selected').textContent;

describe('CheckboxList', () => {
  it('filters ignoring case and accents, and keeps hidden items marked with a warning', () => {
    render(<Holder initial={[1, 4]} />);
    filter('producao');
    expect(screen.queryByLabelText('Administrativo')).toBeNull();
    expect(box('Produção').checked).toBe(true);
    expect(screen.getByText('Existe 1 item marcado, porém está oculto nessa filtragem.')).toBeTruthy();
    filter('co');
    expect(screen.getByText('Existem 2 itens marcados, porém estão ocultos nessa filtragem.')).toBeTruthy();
    filter('');
    expect(screen.queryByText(/oculto/)).toBeNull();
    expect(selected()).toBe('1,4');
  });

  it('select-all marks and unmarks only what the filter shows', () => {
    render(<Holder initial={[1]} />);
    filter('co');
    fireEvent.click(box('Todos'));
    expect(selected()).toBe('1,2,3');
    fireEvent.click(box('Todos'));
    expect(selected()).toBe('1');
  });

  it('disables the rest once maxItems are marked, and select-all stops at the limit', () => {
    render(<Holder maxItems={2} />);
    fireEvent.click(box('Todos'));
    expect(selected()).toBe('1,2');
    expect(box('Contabilidade').disabled).toBe(true);
    expect(box('Contabilidade').closest('[title]')?.getAttribute('title')).toBe('Limite de registros selecionados atingido');
    expect(screen.getByText('Limite de registros selecionados atingido')).toBeTruthy();
    fireEvent.click(box('Comercial'));
    expect(box('Contabilidade').disabled).toBe(false);
  });

  it('mounts only the rows near the viewport of a long list (15 visible + 15 buffer)', () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ value: i, label: `Item ${i}` }));
    render(<Holder items={many} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    const list = screen.getByRole('list');
    expect(list.style.height).toBe('300px');
    list.scrollTop = 20 * 500;
    fireEvent.scroll(list);
    const labels = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(labels[0]).toBe('Item 485');
    expect(labels.at(-1)).toBe('Item 529');
  });
});

describe('CheckboxList hidden count', () => {
  it('counts only options the filter hides, not values that are no option at all', () => {
    render(<Holder initial={[99, 1]} />);
    expect(screen.queryByText(/oculto/)).toBeNull();
    filter('comercial');
    expect(screen.getByText('Existe 1 item marcado, porém está oculto nessa filtragem.')).toBeTruthy();
  });
});
