/**
 * The filter rules a report writes in its schema — date range, year from 1900 to the current
 * year, lists with a minimum — judged by the shared ajv setup with the pt-BR messages, as the
 * server and the browser form both do. The schema is the test fixture report's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readSchemaFolder, registryOf } from '../registry/schema-folder';
import { schemasWithReportFixture } from '../../tests/support/report-fixture';
import { createAjv } from '../validation/ajv';
import { setClock } from '../validation/brazilian';
import { toFieldErrors } from '../validation/messages';
import { formValidator } from './validator';

const report = registryOf(readSchemaFolder(schemasWithReportFixture())).report('etapas-por-periodo')!;
const validate = createAjv().compile(report.filter);
const valid = { dataIni: '2026-01-01', dataFim: '2026-01-31', ano: 2026, etapasIds: [1] };
const problems = (data: Record<string, unknown>) => (validate({ ...data }) ? [] : toFieldErrors(validate.errors, report.filter));

afterEach(() => setClock());

describe('regras do filtro de relatório', () => {
  it('aceita um filtro correto', () => {
    setClock(() => new Date('2026-11-22T12:00:00-03:00'));
    expect(problems(valid)).toEqual([]);
  });

  it('data final antes da inicial: "Data final inferior a data inicial."', () => {
    expect(problems({ ...valid, dataFim: '2025-12-31' })).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }]);
    expect(problems({ ...valid, dataFim: valid.dataIni })).toEqual([]);
  });

  it('ano entre 1900 e o ano corrente, que o relógio decide', () => {
    setClock(() => new Date('2026-11-22T12:00:00-03:00'));
    expect(problems({ ...valid, ano: 1899 })).toEqual([{ field: 'ano', message: 'O valor mínimo é 1900' }]);
    expect(problems({ ...valid, ano: 2027 })).toEqual([{ field: 'ano', message: 'O ano deve ser igual ou anterior ao ano atual' }]);
    // 31/12 23:30 in São Paulo is already next year in UTC: the business calendar decides.
    setClock(() => new Date('2027-01-01T02:30:00Z'));
    expect(problems({ ...valid, ano: 2027 })).toEqual([{ field: 'ano', message: 'O ano deve ser igual ou anterior ao ano atual' }]);
    setClock(() => new Date('2027-01-01T03:30:00Z'));
    expect(problems({ ...valid, ano: 2027 })).toEqual([]);
  });

  it('lista com mínimo e campos obrigatórios', () => {
    expect(problems({ ...valid, etapasIds: [] })).toEqual([{ field: 'etapasIds', message: 'Selecione ao menos 1 item' }]);
    expect(problems({})).toEqual(
      expect.arrayContaining([
        { field: 'dataIni', message: 'Data inicial é obrigatória' },
        { field: 'ano', message: 'Ano é obrigatório' },
      ]),
    );
  });

  it('o formulário do navegador diz o mesmo', () => {
    const { errors } = formValidator.validateFormData({ ...valid, dataFim: '2025-12-31', ano: 1800 }, report.filter as never);
    expect(errors.map((e) => [e.property, e.message])).toEqual([
      ['.dataFim', 'Data final inferior a data inicial.'],
      ['.ano', 'O valor mínimo é 1900'],
    ]);
  });
});
