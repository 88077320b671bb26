import { describe, expect, it } from 'vitest';
import type { Load } from '../../../engine/react/module-manifest';
import type { FormExtensionProps } from '../../../engine/react/shell-kit';
import { placedFormExtensions } from './form-extension-placement';

const part = (): Load<FormExtensionProps> => async () => () => null;

describe('form extensions by placement', () => {
  it('draws a bare loader above the form, and keeps a declared placement', () => {
    const acima = part();
    const abaixo = part();
    expect(placedFormExtensions([{ formExtensions: { grupo: { load: abaixo, placement: 'after' }, talento: acima } }])).toEqual({
      grupo: { after: [abaixo] },
      talento: { before: [acima] },
    });
    expect(placedFormExtensions([{ formExtensions: { talento: { load: acima, placement: 'before' } } }])).toEqual({ talento: { before: [acima] } });
  });

  it("groups several modules' parts of one form by place, in module order", () => {
    const [a, b, c] = [part(), part(), part()];
    expect(placedFormExtensions([{ formExtensions: { talento: a } }, { screens: {} }, { formExtensions: { talento: { load: b, placement: 'after' } } }, { formExtensions: { talento: c } }])).toEqual({
      talento: { before: [a, c], after: [b] },
    });
  });
});
