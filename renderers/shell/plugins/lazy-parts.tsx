/**
 * The manifests' loaders as components, each made once at start: a declared screen in the shell's kit
 * (it may draw generic forms and tables), a form extension or a report field's widget lazily inside
 * the kit it is shown in.
 */
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, type ComponentType } from 'react';
import type { Load, ScreenProps } from '../../../engine/react/module-manifest';
import type { FormExtensionProps } from '../../../engine/react/shell-kit';
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

/** Every module's form extensions, by entity name; several modules extending one form show theirs in module order. */
export function formExtensions(): Record<string, ComponentType<FormExtensionProps>> {
  const parts: Record<string, ComponentType<FormExtensionProps>[]> = {};
  for (const manifest of manifests.values()) {
    for (const [entity, load] of Object.entries(manifest.formExtensions ?? {})) (parts[entity] ??= []).push(lazyPart(load));
  }
  return Object.fromEntries(
    Object.entries(parts).map(([entity, list]) => [
      entity,
      list.length === 1
        ? list[0]!
        : (props: FormExtensionProps) => (
            <>
              {list.map((Part, i) => (
                <Part key={i} {...props} />
              ))}
            </>
          ),
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
