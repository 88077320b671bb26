/** One describe per widget tester, then the dispatch that picks among them. */
import { describe, expect, it } from 'vitest';
import type { FieldUi, JsonSchema } from '../declaration';
import { HINT_RANK, NOT_APPLICABLE } from './testers';
import type { Tester } from './testers';
import { UNKNOWN_WIDGET, pickWidget } from './pick-widget';
import {
  checkboxListTester,
  checkboxTester,
  currencyTester,
  dateTester,
  fileTester,
  hoursTester,
  maskedTextTester,
  monthTester,
  multiSelectTester,
  numberTester,
  passwordTester,
  radioTester,
  selectTester,
  textTester,
  textareaTester,
} from './widget-testers';

const rank = (tester: Tester, schema: JsonSchema, hints: FieldUi = {}) => tester({ schema, hints });

const codes = { type: 'string', oneOf: [{ const: 'M', title: 'Masculino' }, { const: 'F', title: 'Feminino' }] };
const reference = { type: 'object', 'x-reference': 'estado', properties: { id: { type: 'integer' } } };
const references = { type: 'array', items: { type: 'integer' }, 'x-reference': 'areaOrganizacional' };
const codeArray = { type: 'array', items: { type: 'string', enum: ['A', 'B'] } };

describe('textTester', () => {
  it('takes any string at the lowest rank, and the text hint', () => {
    expect(rank(textTester, { type: 'string' })).toBe(1);
    expect(rank(textTester, { type: 'string' }, { widget: 'text' })).toBe(HINT_RANK);
    expect(rank(textTester, { type: 'integer' })).toBe(NOT_APPLICABLE);
  });
});

describe('passwordTester', () => {
  it('only on the hint', () => {
    expect(rank(passwordTester, { type: 'string' })).toBe(NOT_APPLICABLE);
    expect(rank(passwordTester, { type: 'string' }, { widget: 'password' })).toBe(HINT_RANK);
  });
});

describe('textareaTester', () => {
  it('takes long texts, and the hint', () => {
    expect(rank(textareaTester, { type: 'string', maxLength: 4000 })).toBe(2);
    expect(rank(textareaTester, { type: 'string', maxLength: 100 })).toBe(NOT_APPLICABLE);
    expect(rank(textareaTester, { type: 'string' }, { widget: 'textarea' })).toBe(HINT_RANK);
  });
});

describe('maskedTextTester', () => {
  it('takes a mask hint or a Brazilian document format', () => {
    expect(rank(maskedTextTester, { type: 'string' }, { mask: 'telefone' })).toBe(3);
    expect(rank(maskedTextTester, { type: 'string', format: 'cpf' })).toBe(3);
    expect(rank(maskedTextTester, { type: 'string', format: 'email' })).toBe(NOT_APPLICABLE);
    expect(rank(maskedTextTester, { type: 'string' }, { mask: 'hora' })).toBe(NOT_APPLICABLE);
  });
});

describe('numberTester', () => {
  it('takes integers and numbers', () => {
    expect(rank(numberTester, { type: 'integer' })).toBe(1);
    expect(rank(numberTester, { type: 'number' })).toBe(1);
    expect(rank(numberTester, { type: 'string' })).toBe(NOT_APPLICABLE);
  });
});

describe('currencyTester', () => {
  it('only numbers hinted as currency', () => {
    expect(rank(currencyTester, { type: 'number' }, { widget: 'currency' })).toBe(HINT_RANK);
    expect(rank(currencyTester, { type: 'number' })).toBe(NOT_APPLICABLE);
    expect(rank(currencyTester, { type: 'string' }, { widget: 'currency' })).toBe(NOT_APPLICABLE);
  });
});

describe('dateTester', () => {
  it('takes the date format and the hint', () => {
    expect(rank(dateTester, { type: 'string', format: 'date' })).toBe(2);
    expect(rank(dateTester, { type: 'string' }, { widget: 'date' })).toBe(HINT_RANK);
    expect(rank(dateTester, { type: 'string', format: 'date-time' })).toBe(NOT_APPLICABLE);
  });
});

describe('monthTester', () => {
  it('only on the hint, over a date too', () => {
    expect(rank(monthTester, { type: 'string', format: 'date' }, { widget: 'month' })).toBe(HINT_RANK);
    expect(rank(monthTester, { type: 'string' })).toBe(NOT_APPLICABLE);
  });
});

describe('hoursTester', () => {
  it('takes the hours hint or the hora mask, on text or minutes', () => {
    expect(rank(hoursTester, { type: 'string' }, { widget: 'hours' })).toBe(HINT_RANK);
    expect(rank(hoursTester, { type: 'integer' }, { mask: 'hora' })).toBe(HINT_RANK);
    expect(rank(hoursTester, { type: 'boolean' }, { widget: 'hours' })).toBe(NOT_APPLICABLE);
  });
});

describe('checkboxTester', () => {
  it('takes booleans', () => {
    expect(rank(checkboxTester, { type: 'boolean' })).toBe(1);
    expect(rank(checkboxTester, { type: 'string' })).toBe(NOT_APPLICABLE);
  });
});

describe('selectTester', () => {
  it('takes code lists, and references above them', () => {
    expect(rank(selectTester, codes)).toBe(2);
    expect(rank(selectTester, reference)).toBe(3);
    expect(rank(selectTester, { type: 'integer', 'x-reference': 'estado' })).toBe(3);
    expect(rank(selectTester, { type: 'string' })).toBe(NOT_APPLICABLE);
    expect(rank(selectTester, references)).toBe(NOT_APPLICABLE);
  });
});

describe('radioTester', () => {
  it('only codes hinted as radio', () => {
    expect(rank(radioTester, codes, { widget: 'radio' })).toBe(HINT_RANK);
    expect(rank(radioTester, codes)).toBe(NOT_APPLICABLE);
  });
});

describe('multiSelectTester', () => {
  it('takes arrays of references, and the hint on code arrays', () => {
    expect(rank(multiSelectTester, references)).toBe(3);
    expect(rank(multiSelectTester, codeArray, { widget: 'multiSelect' })).toBe(HINT_RANK);
    expect(rank(multiSelectTester, { type: 'array', items: { type: 'string' } })).toBe(NOT_APPLICABLE);
  });
});

describe('checkboxListTester', () => {
  it('takes code arrays, and the hint on reference arrays', () => {
    expect(rank(checkboxListTester, codeArray)).toBe(4);
    expect(rank(checkboxListTester, references, { widget: 'checkboxList' })).toBe(HINT_RANK);
    expect(rank(checkboxListTester, references)).toBe(NOT_APPLICABLE);
  });
});

describe('fileTester', () => {
  it('takes data URLs, base64 content and the hint', () => {
    expect(rank(fileTester, { type: 'string', format: 'data-url' })).toBe(3);
    expect(rank(fileTester, { type: 'string', contentEncoding: 'base64' })).toBe(3);
    expect(rank(fileTester, { type: 'string' }, { widget: 'file' })).toBe(HINT_RANK);
    expect(rank(fileTester, { type: 'string' })).toBe(NOT_APPLICABLE);
  });
});

describe('pickWidget', () => {
  it.each<[string, JsonSchema, FieldUi, string]>([
    ['plain text', { type: 'string' }, {}, 'TextWidget'],
    ['cpf', { type: 'string', format: 'cpf' }, {}, 'MaskedTextWidget'],
    ['date', { type: 'string', format: 'date' }, {}, 'DateWidget'],
    ['month over a date', { type: 'string', format: 'date' }, { widget: 'month' }, 'MonthWidget'],
    ['money', { type: 'number' }, { widget: 'currency' }, 'CurrencyWidget'],
    ['codes', codes, {}, 'SelectWidget'],
    ['codes as radio', codes, { widget: 'radio' }, 'RadioWidget'],
    ['reference', reference, {}, 'SelectWidget'],
    ['references', references, {}, 'MultiSelectWidget'],
    ['references as checkboxes', references, { widget: 'checkboxList' }, 'CheckboxListWidget'],
    ['long text', { type: 'string', maxLength: 4000 }, {}, 'TextareaWidget'],
    ['captcha', { type: 'string' }, { widget: 'captcha' }, 'CaptchaWidget'],
    ['a hint that does not fit the type', { type: 'boolean' }, { widget: 'currency' }, 'CheckboxWidget'],
    ['nothing fits', { type: 'null' }, {}, UNKNOWN_WIDGET],
  ])('%s', (_case, schema, hints, widget) => {
    expect(pickWidget(schema, hints)).toBe(widget);
  });
});
