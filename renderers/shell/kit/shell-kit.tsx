/**
 * The shell's kit for the generic screens (engine/react/shell-kit.tsx): the Blueprint theme,
 * the custom fields and the forms' extensions (from the modules' manifests), the table and its pager, toasts and the
 * confirmation dialog. Loaded with the screens that use it (lazy-in-kit.tsx), so the login
 * page does not pay for it.
 */
import type { ReactNode } from 'react';
import { ShellKitContext, type ShellKit } from '../../../engine/react/shell-kit';
import { formExtensions, reportWidgets } from '../plugins/lazy-parts';
import { formFields } from '../../form-fields';
import { templates, widgets } from '../../theme';
import { DataTable } from '../../theme/components/DataTable';
import { Pager } from '../../theme/components/Pager';
import { confirm } from '../confirm';
import { toast } from '../toaster';

/** One object for the app's life: a kit rebuilt on render would rebuild rjsf's registry (rjsf#3715). */
export const shellKit: ShellKit = { widgets, templates, fields: formFields, formExtensions: formExtensions(), reportWidgets: reportWidgets(), DataTable, Pager, toast, confirm };

export function ShellKitProvider({ children }: { children: ReactNode }): React.JSX.Element {
  return <ShellKitContext.Provider value={shellKit}>{children}</ShellKitContext.Provider>;
}
