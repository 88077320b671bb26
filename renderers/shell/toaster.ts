/**
 * App toasts (spec §9: 3 s). One Blueprint OverlayToaster, created on first use because its
 * creation is asynchronous (it mounts its own React root).
 */
import { Intent, OverlayToaster, Position } from '@blueprintjs/core';
import type { IconName, Toaster } from '@blueprintjs/core';
import type { ToastOptions, Toasts } from '../../engine/react/shell-kit';

export const TOAST_TIMEOUT_MS = 3000;

let toaster: Promise<Toaster> | undefined;

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 5 });
  return toaster;
}

function show(intent: Intent, icon: IconName, message: string, options: ToastOptions = {}): void {
  const timeout = options.sticky ? 0 : (options.timeout ?? TOAST_TIMEOUT_MS);
  void getToaster().then((instance) => instance.show({ message, intent, icon, timeout }));
}

export const toast: Toasts = {
  success: (message: string, options?: ToastOptions) => show(Intent.SUCCESS, 'tick', message, options),
  warning: (message: string, options?: ToastOptions) => show(Intent.WARNING, 'warning-sign', message, options),
  error: (message: string, options?: ToastOptions) => show(Intent.DANGER, 'error', message, options),
  info: (message: string, options?: ToastOptions) => show(Intent.PRIMARY, 'info-sign', message, options),
};
