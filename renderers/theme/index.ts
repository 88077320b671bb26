/**
 * The Blueprint theme for rjsf: `{widgets, templates}` to spread on a `Form`; the engine
 * picks a widget per property by name (engine/widgets/pick-widget.ts). Both objects are
 * module constants: a theme rebuilt on each render would re-render every field (rjsf#3715).
 */
// Stylesheets are imported for their effect; they load with the screens that use the theme.
// oxlint-disable-next-line import/no-unassigned-import
import '@blueprintjs/select/lib/css/blueprint-select.css';
// oxlint-disable-next-line import/no-unassigned-import
import './theme.css';
export { widgets } from './widgets';
export { templates } from './templates';
