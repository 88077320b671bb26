import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './data-provider';
import { outsideTheForm } from './server-field-errors';

const refused = (fields?: { field: string; message: string }[]) =>
  new ApiRequestError(400, { code: 'FIELD_VALIDATION_VIOLATION', message: 'Preencha os campos indicados', ...(fields && { fields }) });

describe('outsideTheForm', () => {
  it('presents nothing when every field message has its field on the form', () => {
    expect(outsideTheForm(refused([{ field: 'dataEncerramento', message: 'Antes da solicitação' }, { field: 'endereco.cep', message: 'CEP inválido.' }]), ['dataEncerramento', 'endereco'])).toBeNull();
  });

  it('presents only the messages of fields the form lacks, in their own words', () => {
    const shown = outsideTheForm(refused([{ field: 'dataEncerramento', message: 'Antes da solicitação' }, { field: 'cargo', message: 'Cargo inativo' }]), ['dataEncerramento']);
    expect(shown?.body).toMatchObject({ message: 'Cargo inativo', fields: [{ field: 'cargo', message: 'Cargo inativo' }] });
  });

  it('presents an error without field messages as it came', () => {
    const conflict = new ApiRequestError(409, { code: 'ACTION_REFUSED', message: 'A solicitação já está encerrada.' });
    expect(outsideTheForm(conflict, ['dataEncerramento'])).toBe(conflict);
  });
});
