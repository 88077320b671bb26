import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { mergeAllOfForDrawing, withoutDataReferences } from './merge-all-of';

describe('allOf merged for drawing', () => {
  it('leaves out a bound compared with another field, keeping the fixed ones', () => {
    const idadeMaxima = { type: 'integer', minimum: 14, maximum: 100, allOf: [{ minimum: { $data: '1/idadeMinima' } }] } as unknown as RJSFSchema;
    expect(mergeAllOfForDrawing(idadeMaxima)).toEqual({ type: 'integer', minimum: 14, maximum: 100 });
  });

  it('still merges the other members (a required list, a property)', () => {
    const schema = { type: 'object', properties: { a: { type: 'string' } }, allOf: [{ required: ['a'] }, { properties: { b: { type: 'number', formatMinimum: { $data: '1/a' } } } }] } as unknown as RJSFSchema;
    expect(mergeAllOfForDrawing(schema)).toEqual({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'number' } }, required: ['a'] });
  });

  it('removes $data values at any depth and nothing else', () => {
    expect(withoutDataReferences({ x: [{ y: { $data: '0' }, z: 1 }], w: { v: 2 } })).toEqual({ x: [{ z: 1 }], w: { v: 2 } });
  });
});
