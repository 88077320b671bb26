/**
 * What the shell lends the generic screens, JSON Forms' split: the engine holds the core and
 * the React screens, the shell the renderer set — the rjsf theme and custom fields, the
 * hand-written extras of a form, the table and its pager, toasts and the confirmation dialog.
 * The shell provides one `ShellKit` around every screen that shows them
 * (renderers/shell/kit/shell-kit.tsx); the screens ask for it with `useShellKit()`.
 */
import type { IconName, Intent } from '@blueprintjs/core';
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType, WidgetProps } from '@rjsf/utils';
import { createContext, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';

/** What a form extension (a hand-written part shown with an entity's form) is given. */
export interface FormExtensionProps {
  /** Id of the record being edited; undefined on a new one. */
  id?: string;
  /**
   * Sets top-level fields of the form through the form's own state, as if the user had typed
   * them (the Assistente RH's suggestions): validated like typed values, saved only by Gravar.
   * Absent on a read-only form.
   */
  fill?: (values: Record<string, unknown>) => void;
}

/** An entity's form extensions by where they are drawn (module-manifest.ts `formExtensions`). */
export interface FormExtensionParts {
  before?: ComponentType<FormExtensionProps>;
  after?: ComponentType<FormExtensionProps>;
}

export interface DataTableColumn<T> {
  id: string;
  header: string;
  sortable?: boolean;
  width?: number;
  cell: (row: T) => ReactNode;
}

export interface ColumnSort {
  id: string;
  desc: boolean;
}

/** One action of a table row (Editar, Remover, a declared action). */
export interface RowAction {
  label: string;
  icon?: IconName;
  intent?: Intent;
  disabled?: boolean;
  onClick: () => void;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  sort?: ColumnSort;
  onSortChange?: (sort: ColumnSort) => void;
  actions?: (row: T) => RowAction[];
  loading?: boolean;
  /** Rows dragged to another place (an ordered list): the row at `from` now goes to `to`. */
  onMoveRow?: (from: number, to: number) => void;
  /** Rows ticked by a checkbox each (and one in the header for the whole page), by `rowKey`: a list's bulk actions. */
  selection?: { selected: ReadonlySet<string>; onChange: (selected: ReadonlySet<string>) => void };
}

export interface PagerProps {
  /** From 0. */
  page: number;
  pageSize: number;
  total: number;
  /** The records announced when they are not what the pages walk (a report's rows, paged as lines with groups and totals); default: total. */
  count?: number;
  onPageChange: (page: number) => void;
}

export interface ToastOptions {
  /** Stays until closed (error messages of failed calls). */
  sticky?: boolean;
  timeout?: number;
}

export interface Toasts {
  success(message: string, options?: ToastOptions): void;
  warning(message: string, options?: ToastOptions): void;
  error(message: string, options?: ToastOptions): void;
  info(message: string, options?: ToastOptions): void;
}

export interface ConfirmOptions {
  message: string;
  header?: string;
  confirmText?: string;
  cancelText?: string;
}

export interface ShellKit {
  /** The rjsf theme: a widget for each name the testers pick (engine/widgets/pick-widget.ts). */
  widgets: RegistryWidgetsType;
  templates: Partial<TemplatesType>;
  /** Custom rjsf fields, by the names uiSchemas use (form-schema.ts). */
  fields: RegistryFieldsType;
  /** What a generic form shows besides its fields, by entity name: above them and under the form. */
  formExtensions: Readonly<Record<string, FormExtensionParts>>;
  /** Modules' widgets for some declared reports' filter fields, by report name and field. */
  reportWidgets: Readonly<Record<string, Readonly<Record<string, ComponentType<WidgetProps>>>>>;
  /** A server-paged, server-sorted table with row actions. */
  DataTable: <T extends object>(props: DataTableProps<T>) => React.JSX.Element;
  /** Page controls and the count of records found. */
  Pager: ComponentType<PagerProps>;
  toast: Toasts;
  /** Asks a yes/no question; true on yes. */
  confirm(options: ConfirmOptions): Promise<boolean>;
}

export const ShellKitContext = createContext<ShellKit | null>(null);

export function useShellKit(): ShellKit {
  const kit = useContext(ShellKitContext);
  if (!kit) throw new Error('ShellKitContext ausente: a tela genérica precisa do kit do shell');
  return kit;
}
