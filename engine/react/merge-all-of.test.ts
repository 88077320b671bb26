import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { comparesWithField, mergeAllOfKeepingComparisons } from './merge-all-of';
import { formValidator } from './validator';

const idadeMaxima = { type: 'integer', minimum: 14, maximum: 100, allOf: [{ minimum: { $data: '1/idadeMinima' } }] } as unknown as RJSFSchema;

describe('allOf merged as rjsf resolves it, comparisons kept apart', () => {
  it('keeps a bound compared with another field as an allOf, beside the fixed ones', () => {
    expect(mergeAllOfKeepingComparisons(idadeMaxima)).toEqual(idadeMaxima);
  });

  it('merges the other members (a required list, a property) and keeps the comparing one apart', () => {
    const comparing = { properties: { b: { type: 'number', minimum: { $data: '1/a' } } } };
    const schema = { type: 'object', properties: { a: { type: 'number' } }, allOf: [{ required: ['a'] }, comparing] } as unknown as RJSFSchema;
    expect(mergeAllOfKeepingComparisons(schema)).toEqual({ type: 'object', properties: { a: { type: 'number' } }, required: ['a'], allOf: [comparing] });
  });

  it('still refuses, on the resolved schema, a value below the other field', () => {
    const schema = { type: 'object', properties: { idadeMinima: { type: 'integer' }, idadeMaxima }, allOf: [{ required: ['idadeMinima'] }] } as unknown as RJSFSchema;
    const resolved = mergeAllOfKeepingComparisons(schema);
    expect(formValidator.validateFormData({ idadeMinima: 30, idadeMaxima: 20 }, resolved).errors).toHaveLength(1);
    expect(formValidator.validateFormData({ idadeMinima: 30, idadeMaxima: 40 }, resolved).errors).toHaveLength(0);
  });

  it('finds $data at any depth', () => {
    expect(comparesWithField({ x: [{ y: { $data: '0' } }] })).toBe(true);
    expect(comparesWithField({ x: [{ y: 1 }] })).toBe(false);
  });
});
