/**
 * The Blueprint theme for rjsf: `{widgets, templates}` to spread on a `Form`, plus the
 * dispatch that picks a widget per property. Both objects are module constants: a theme
 * rebuilt on each render would re-render every field (rjsf#3715).
 */
// Stylesheets are imported for their effect; they load with the screens that use the theme.
// oxlint-disable-next-line import/no-unassigned-import
import '@blueprintjs/select/lib/css/blueprint-select.css';
// oxlint-disable-next-line import/no-unassigned-import
import './theme.css';
export { widgets, pickWidget, rankedWidgets, UNKNOWN_WIDGET } from './widgets';
export { templates } from './templates';
export { WIDGET_FIELD } from './templates/FieldTemplate';
export { FormTabsContext } from './templates/tabs';
export type { FormTabsState, TabLayout } from './templates/tabs';
export { displayValue } from './display';
