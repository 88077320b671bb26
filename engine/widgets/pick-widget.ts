/**
 * The dispatch that picks a widget for a property, JSON Forms style: every tester ranks the
 * property (schema + the declaration's hints) and the best wins, falling back to a visible
 * "unknown" widget. The engine names the widget; the renderer set draws each name. Adding a
 * widget is a tester in widget-testers.ts, a line here and its component in the renderer set.
 */
import type { FieldUi, JsonSchema } from '../declaration';
import { NOT_APPLICABLE, type Tester } from './testers';
import {
  auditDiffTester,
  authorityTreeTester,
  areaTreeTester,
  captchaTester,
  checkboxListTester,
  checkboxTester,
  colorTester,
  currencyTester,
  dateTester,
  fileTester,
  hoursTester,
  maskedTextTester,
  monthTester,
  multiSelectTester,
  recordPickerTester,
  numberTester,
  passwordTester,
  radioTester,
  selectTester,
  tagsTester,
  textTester,
  textareaTester,
} from './widget-testers';

export interface RankedWidget {
  name: string;
  tester: Tester;
}

/** In order of registration: the first one wins a tie. */
export const rankedWidgets = [
  { name: 'TextWidget', tester: textTester },
  { name: 'PasswordWidget', tester: passwordTester },
  { name: 'TextareaWidget', tester: textareaTester },
  { name: 'MaskedTextWidget', tester: maskedTextTester },
  { name: 'NumberWidget', tester: numberTester },
  { name: 'CurrencyWidget', tester: currencyTester },
  { name: 'DateWidget', tester: dateTester },
  { name: 'MonthWidget', tester: monthTester },
  { name: 'HoursWidget', tester: hoursTester },
  { name: 'CheckboxWidget', tester: checkboxTester },
  { name: 'SelectWidget', tester: selectTester },
  { name: 'RadioWidget', tester: radioTester },
  { name: 'MultiSelectWidget', tester: multiSelectTester },
  { name: 'RecordPickerWidget', tester: recordPickerTester },
  { name: 'CheckboxListWidget', tester: checkboxListTester },
  { name: 'FileWidget', tester: fileTester },
  { name: 'CaptchaWidget', tester: captchaTester },
  { name: 'ColorWidget', tester: colorTester },
  { name: 'TagsWidget', tester: tagsTester },
  { name: 'AuthorityTreeWidget', tester: authorityTreeTester },
  { name: 'AreaTreeWidget', tester: areaTreeTester },
  { name: 'AuditDiffWidget', tester: auditDiffTester },
] as const satisfies readonly RankedWidget[];

export const UNKNOWN_WIDGET = 'UnknownWidget';

/** Every widget name a uiSchema may carry: those the testers pick and the unknown one. */
export type WidgetName = (typeof rankedWidgets)[number]['name'] | typeof UNKNOWN_WIDGET;

/** Name of the widget that fits best; the first registered wins a tie. */
export function pickWidget(schema: JsonSchema, hints: FieldUi = {}): WidgetName {
  let best: { name: WidgetName; rank: number } = { name: UNKNOWN_WIDGET, rank: NOT_APPLICABLE };
  for (const { name, tester } of rankedWidgets) {
    const rank = tester({ schema, hints });
    if (rank > best.rank) best = { name, rank };
  }
  return best.name;
}
