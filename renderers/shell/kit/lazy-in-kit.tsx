/**
 * A screen loaded on first use, inside the shell's kit: the screen's chunk and the kit's
 * (rjsf theme, table, extensions) load together, never with the login page.
 */
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

export function lazyInKit<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [Screen, { ShellKitProvider }] = await Promise.all([load(), import('./shell-kit')]);
    const InKit = (props: P) => (
      <ShellKitProvider>
        <Screen {...props} />
      </ShellKitProvider>
    );
    return { default: InKit };
  });
}
