/**
 * The manifests' loaders as components, each made once at start: a declared screen in the shell's kit
 * (it may draw generic forms and tables), a form extension or a report field's widget lazily inside
 * the kit it is shown in.
 */
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, type ComponentType } from 'react';
import type { Load, ScreenProps } from '../../../engine/react/module-manifest';
import type { FormExtensionParts, FormExtensionProps } from '../../../engine/react/shell-kit';
import { placedFormExtensions } from './form-extension-placement';
import { lazyInKit } from '../kit/lazy-in-kit';
import { manifests } from './manifests';

/** Each module's screen components, keyed `<modulo>.<renderer>`; nothing loads before one is shown. */
export const screenComponents: Readonly<Record<string, ComponentType<ScreenProps>>> = Object.fromEntries(
  [...manifests].flatMap(([module, manifest]) =>
    Object.entries(manifest.screens ?? {}).map(([key, screen]) => [`${module}.${key}`, typeof screen === 'function' ? lazyInKit(screen) : lazy(async () => ({ default: await screen.load() }))]),
  ),
);

function lazyPart<P extends object>(load: Load<P>): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  return (props: P) => (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
}

/** Several parts in one place of a form: shown one after the other. */
function together(list: ComponentType<FormExtensionProps>[]): ComponentType<FormExtensionProps> {
  if (list.length === 1) return list[0]!;
  return (props: FormExtensionProps) => (
    <>
      {list.map((Part, i) => (
        <Part key={i} {...props} />
      ))}
    </>
  );
}

/** Every module's form extensions, by entity name and place; several modules extending one form show theirs in module order. */
export function formExtensions(): Record<string, FormExtensionParts> {
  return Object.fromEntries(
    Object.entries(placedFormExtensions(manifests.values())).map(([entity, placed]) => [
      entity,
      Object.fromEntries(Object.entries(placed).map(([placement, loads]) => [placement, together(loads.map(lazyPart))])) as FormExtensionParts,
    ]),
  );
}

/** Every module's report field widgets, by report name and field. */
export function reportWidgets(): Record<string, Record<string, ComponentType<WidgetProps>>> {
  const widgets: Record<string, Record<string, ComponentType<WidgetProps>>> = {};
  for (const manifest of manifests.values()) {
    for (const [report, fields] of Object.entries(manifest.reportWidgets ?? {})) {
      for (const [field, load] of Object.entries(fields)) (widgets[report] ??= {})[field] = lazyPart(load);
    }
  }
  return widgets;
}
