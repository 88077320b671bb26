/**
 * Every module's manifest (`renderers/<modulo>/manifest.ts`), found by the bundler: a new
 * module plugs its screens, form extensions and portal pages in without editing the shell.
 */
import type { ModuleManifest } from '../../../engine/react/module-manifest';

const found = import.meta.glob<ModuleManifest>('../../*/manifest.ts', { eager: true, import: 'manifest' });

/** By module name (the folder), as screen declarations name their module. */
export const manifests: ReadonlyMap<string, ModuleManifest> = new Map(
  Object.entries(found).map(([path, manifest]) => [path.split('/').at(-2)!, manifest]),
);
