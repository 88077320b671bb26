// @vitest-environment happy-dom
import type Form from '@rjsf/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SchemaForm, type SchemaFormData } from '../../../engine/react/SchemaForm';
import { ShellKitProvider } from './shell-kit';

afterEach(cleanup);

const schema: RJSFSchema = {
  type: 'object',
  properties: { tempo1: { type: 'integer', title: '1º tempo' }, tempo2: { type: 'integer', title: '2º tempo' } },
  required: ['tempo1', 'tempo2'],
};

const errorUnder = (label: string) =>
  screen.getByLabelText(label, { exact: false }).closest('.bp6-form-group')?.querySelector('.bp6-form-helper-text')?.textContent?.trim();

describe('SchemaForm with liveValidate onBlur', () => {
  it('shows errors on the fields left, not yet on the next one, and on all after a submit from outside', async () => {
    const ref = createRef<Form<SchemaFormData>>();
    render(
      <ShellKitProvider>
        <SchemaForm ref={ref} schema={schema} liveValidate="onBlur"><span /></SchemaForm>
      </ShellKitProvider>,
    );
    const first = screen.getByLabelText('1º tempo', { exact: false });
    fireEvent.focus(first);
    fireEvent.blur(first);
    await waitFor(() => expect(errorUnder('1º tempo')).toBe('1º tempo é obrigatório'));
    expect(errorUnder('2º tempo')).toBeFalsy();

    act(() => ref.current!.submit());
    await waitFor(() => expect(errorUnder('2º tempo')).toBe('2º tempo é obrigatório'));
  });
});
