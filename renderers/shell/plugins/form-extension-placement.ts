/**
 * The manifests' form extensions grouped by entity and by where each is drawn (above the form's
 * fields by default, or under the form and its owned lists), in module order within each place.
 */
import type { FormExtensionPlacement, Load, ModuleManifest } from '../../../engine/react/module-manifest';
import type { FormExtensionProps } from '../../../engine/react/shell-kit';

export type PlacedLoads = Partial<Record<FormExtensionPlacement, Load<FormExtensionProps>[]>>;

export function placedFormExtensions(manifests: Iterable<ModuleManifest>): Record<string, PlacedLoads> {
  const placed: Record<string, PlacedLoads> = {};
  for (const manifest of manifests) {
    for (const [entity, extension] of Object.entries(manifest.formExtensions ?? {})) {
      const { load, placement } = typeof extension === 'function' ? { load: extension, placement: 'before' as const } : extension;
      ((placed[entity] ??= {})[placement] ??= []).push(load);
    }
  }
  return placed;
}
