/**
 * Mounts a dialog outside the app tree, so plain functions (`confirm`, error popups) can
 * open one from anywhere, including the HTTP provider. The dialog calls `dispose` once its
 * closing transition has ended.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export function openDialog(render: (dispose: () => void) => ReactNode): void {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  let disposed = false;
  const dispose = () => {
    if (disposed) return;
    disposed = true;
    // Unmounting inside the dialog's own callback would warn: leave the current render first.
    setTimeout(() => {
      root.unmount();
      host.remove();
    });
  };
  root.render(render(dispose));
}
