/** How a form is split into tabs, as the uiSchema carries it (`ui:options.tabs` at the root). */
export interface TabLayout {
  id: string;
  title: string;
  /** Top-level properties shown in the tab. */
  fields: string[];
}

/** Passed as the form's `formContext` so the screen can open the tab of a field in error. */
export interface FormTabsContext {
  selectedTab?: string;
  onTabChange?: (tab: string) => void;
}
