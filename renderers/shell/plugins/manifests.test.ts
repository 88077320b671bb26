/** Every screen declared under schemas/ has its component in its module's manifest: a screen never ships without one. */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSchemaFolder, registryOf } from '../../../engine/registry/schema-folder';
import { screenComponents } from './lazy-parts';

describe('manifestos dos módulos', () => {
  it('desenham toda tela declarada', () => {
    const { screens } = registryOf(readSchemaFolder(resolve(import.meta.dirname, '../../../schemas')));
    expect(screens.length).toBeGreaterThan(0);
    const missing = screens.filter((screen) => !screenComponents[`${screen.module}.${screen.renderer}`]).map((screen) => screen.source);
    expect(missing).toEqual([]);
  });
});
