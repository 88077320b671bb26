import { describe, expect, it } from 'vitest';
import { NOT_APPLICABLE, and, bestOf, formatIs, hasCodeList, hasOptionsArray, hasReference, hintIs, itemsMatch, maskIs, maxLengthAbove, not, or, rankWith, schemaTypeIs, typeOf } from './testers';

const subject = (schema: Record<string, unknown>, hints = {}) => ({ schema, hints });

describe('tester predicates', () => {
  it('reads the type, ignoring null in a union', () => {
    expect(typeOf({ type: ['string', 'null'] })).toBe('string');
    expect(schemaTypeIs('integer', 'number')(subject({ type: 'number' }))).toBe(true);
    expect(schemaTypeIs('string')(subject({ type: 'integer' }))).toBe(false);
  });

  it('recognises formats, hints, masks and lengths', () => {
    expect(formatIs('date')(subject({ format: 'date' }))).toBe(true);
    expect(hintIs('currency')(subject({}, { widget: 'currency' }))).toBe(true);
    expect(hintIs('currency')(subject({}))).toBe(false);
    expect(maskIs('cpf')(subject({}, { mask: 'cpf' }))).toBe(true);
    expect(maxLengthAbove(255)(subject({ maxLength: 4000 }))).toBe(true);
    expect(maxLengthAbove(255)(subject({ maxLength: 100 }))).toBe(false);
  });

  it('recognises code lists, references and arrays of either', () => {
    expect(hasCodeList(subject({ oneOf: [{ const: 'A', title: 'a' }] }))).toBe(true);
    expect(hasCodeList(subject({ enum: ['A'] }))).toBe(true);
    expect(hasCodeList(subject({ oneOf: [{ type: 'string' }] }))).toBe(false);
    expect(hasReference(subject({ 'x-reference': 'estado' }))).toBe(true);
    expect(itemsMatch(hasCodeList)(subject({ type: 'array', items: { enum: [1] } }))).toBe(true);
    expect(hasOptionsArray(subject({ type: 'array', items: { type: 'integer' }, 'x-reference': 'area' }))).toBe(true);
    expect(hasOptionsArray(subject({ type: 'array', items: { type: 'integer' } }))).toBe(false);
  });

  it('composes: and, or, not, rankWith, bestOf', () => {
    const yes = () => true;
    const no = () => false;
    expect(and(yes, no)(subject({}))).toBe(false);
    expect(or(yes, no)(subject({}))).toBe(true);
    expect(not(no)(subject({}))).toBe(true);
    expect(rankWith(3, yes)(subject({}))).toBe(3);
    expect(rankWith(3, no)(subject({}))).toBe(NOT_APPLICABLE);
    expect(bestOf(rankWith(1, yes), rankWith(5, yes), rankWith(9, no))(subject({}))).toBe(5);
    expect(bestOf()(subject({}))).toBe(NOT_APPLICABLE);
  });
});
