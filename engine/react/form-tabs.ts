/**
 * How a form is split into tabs: the layout rides in the uiSchema (`ui:options.tabs` at the
 * root); which tab is open may be held by the screen, through this context, so it can open
 * the tab of a field in error. A context rather than rjsf's formContext: a new formContext
 * rebuilds rjsf's registry and re-renders every field, and reaches the template a render late.
 */
import { createContext } from 'react';

export interface TabLayout {
  id: string;
  title: string;
  /** Top-level properties shown in the tab. */
  fields: string[];
}

export interface FormTabsState {
  selectedTab?: string;
  onTabChange?: (tab: string) => void;
}

export const FormTabsContext = createContext<FormTabsState>({});
