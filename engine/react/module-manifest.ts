/**
 * What a module lends the shell (`renderers/<modulo>/manifest.ts`): the components of its
 * declared screens (`schemas/<modulo>/telas/`), the hand-written parts of its entities' forms
 * and its pages in the candidate portal. The shell finds every manifest by itself and builds
 * its routes, portal pages and menu from them and the declarations, so a new hand-written
 * screen edits no shell file.
 *
 * Everything is a loader (`() => import(...)`): a manifest is read with the shell's first
 * chunk, what it names loads when first shown.
 */
import type { IconName } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import type { ScreenMeta } from '../api-types';
import type { DataProvider } from './data-provider';
import type { FormExtensionProps } from './shell-kit';

export type Load<P> = () => Promise<ComponentType<P>>;

/** A declared screen's component receives its declaration (label, `data`); route parameters come from the router. */
export interface ScreenProps {
  screen: ScreenMeta;
}

/**
 * Who may open a portal page: `visitor` only while signed out (register, recover password),
 * `candidate` only signed in, `anyone` both (the open job ads).
 */
export type PortalAccess = 'visitor' | 'candidate' | 'anyone';

export interface PortalPage {
  /** Under `/externo/`: `candidatos/:id`. */
  path: string;
  access: PortalAccess;
  load: Load<object>;
  /** Drawn inside the generic screens' kit (it shows a generic form). */
  inKit?: boolean;
}

/** An entry of the signed-in candidate's menu. */
export interface PortalMenuEntry {
  text: string;
  icon: IconName;
  /** The page, for the candidate with this id (the company is added to the link by the portal). */
  to: (candidatoId: number) => string;
}

/** Where a form extension is drawn: above the form's fields (default) or under the form and its owned lists. */
export type FormExtensionPlacement = 'before' | 'after';

export interface PlacedFormExtension {
  load: Load<FormExtensionProps>;
  placement: FormExtensionPlacement;
}

export interface ModuleManifest {
  /**
   * Components of the module's declared screens, by renderer key, drawn inside the generic
   * screens' kit (they may show generic forms and tables); `{load, inKit: false}` for one that
   * uses none of it, which then opens without loading the kit (the organisation chart).
   */
  screens?: Record<string, Load<ScreenProps> | { load: Load<ScreenProps>; inKit: false }>;
  /**
   * Hand-written parts shown with an entity's generic form, by entity name: above its fields, or
   * `{load, placement: 'after'}` under the form and the lists of records it owns (a group's risk
   * items under its history rows; such a part reads no value of the form being typed).
   */
  formExtensions?: Record<string, Load<FormExtensionProps> | PlacedFormExtension>;
  /**
   * Hand-written widgets of a declared report's filter fields, by report name and field (the
   * dynamic talent report's column picker): the report keeps its generic screen, validation and
   * generation; only that field is drawn by the module.
   */
  reportWidgets?: Record<string, Record<string, Load<WidgetProps>>>;
  /**
   * Pages of their own outside the signed-in layout, open with or without a session (the licence
   * authenticator at /novaInstalacao/gerarTicket: a fresh installation has no user yet).
   */
  publicPages?: { path: string; load: Load<object> }[];
  portal?: {
    pages: PortalPage[];
    menu?: PortalMenuEntry[];
    /** Runs after the candidate signs in, with the login link's query (a job ad applied to from there). */
    afterLogin?: (provider: DataProvider, query: URLSearchParams) => Promise<void>;
  };
}
