/**
 * The widgets of the Blueprint theme and the dispatch that picks one for a property:
 * every tester ranks the property (schema + the declaration's hints) and the best wins,
 * falling back to a visible "unknown" widget. Adding a widget is adding a line here.
 */
import type { RegistryWidgetsType, Widget } from '@rjsf/utils';
import type { FieldUi, JsonSchema } from '../../../engine/declaration';
import { NOT_APPLICABLE } from '../testers';
import type { Tester } from '../testers';
import { AuditDiffWidget, auditDiffTester } from './AuditDiffWidget';
import { AuthorityTreeWidget, authorityTreeTester } from './AuthorityTreeWidget';
import { CaptchaWidget, captchaTester } from './CaptchaWidget';
import { CheckboxListWidget, checkboxListTester } from './CheckboxListWidget';
import { CheckboxWidget, checkboxTester } from './CheckboxWidget';
import { ColorWidget, colorTester } from './ColorWidget';
import { CurrencyWidget, currencyTester } from './CurrencyWidget';
import { DateWidget, dateTester } from './DateWidget';
import { FileWidget, fileTester } from './FileWidget';
import { HoursWidget, hoursTester } from './HoursWidget';
import { MaskedTextWidget, maskedTextTester } from './MaskedTextWidget';
import { MonthWidget, monthTester } from './MonthWidget';
import { MultiSelectWidget, multiSelectTester } from './MultiSelectWidget';
import { NumberWidget, numberTester } from './NumberWidget';
import { RadioWidget, radioTester } from './RadioWidget';
import { SelectWidget, selectTester } from './SelectWidget';
import { TagsWidget, tagsTester } from './TagsWidget';
import { TextareaWidget, textareaTester } from './TextareaWidget';
import { PasswordWidget, TextWidget, passwordTester, textTester } from './TextWidget';
import { UnknownWidget } from './UnknownWidget';

export interface RankedWidget {
  name: string;
  tester: Tester;
  component: Widget;
}

export const rankedWidgets: RankedWidget[] = [
  { name: 'TextWidget', tester: textTester, component: TextWidget },
  { name: 'PasswordWidget', tester: passwordTester, component: PasswordWidget },
  { name: 'TextareaWidget', tester: textareaTester, component: TextareaWidget },
  { name: 'MaskedTextWidget', tester: maskedTextTester, component: MaskedTextWidget },
  { name: 'NumberWidget', tester: numberTester, component: NumberWidget },
  { name: 'CurrencyWidget', tester: currencyTester, component: CurrencyWidget },
  { name: 'DateWidget', tester: dateTester, component: DateWidget },
  { name: 'MonthWidget', tester: monthTester, component: MonthWidget },
  { name: 'HoursWidget', tester: hoursTester, component: HoursWidget },
  { name: 'CheckboxWidget', tester: checkboxTester, component: CheckboxWidget },
  { name: 'SelectWidget', tester: selectTester, component: SelectWidget },
  { name: 'RadioWidget', tester: radioTester, component: RadioWidget },
  { name: 'MultiSelectWidget', tester: multiSelectTester, component: MultiSelectWidget },
  { name: 'CheckboxListWidget', tester: checkboxListTester, component: CheckboxListWidget },
  { name: 'FileWidget', tester: fileTester, component: FileWidget },
  { name: 'CaptchaWidget', tester: captchaTester, component: CaptchaWidget },
  { name: 'ColorWidget', tester: colorTester, component: ColorWidget },
  { name: 'TagsWidget', tester: tagsTester, component: TagsWidget },
  { name: 'AuthorityTreeWidget', tester: authorityTreeTester, component: AuthorityTreeWidget },
  { name: 'AuditDiffWidget', tester: auditDiffTester, component: AuditDiffWidget },
];

export const UNKNOWN_WIDGET = 'UnknownWidget';

/** Name of the widget that fits best; the first registered wins a tie. */
export function pickWidget(schema: JsonSchema, hints: FieldUi = {}): string {
  let best = { name: UNKNOWN_WIDGET, rank: NOT_APPLICABLE };
  for (const { name, tester } of rankedWidgets) {
    const rank = tester({ schema, hints });
    if (rank > best.rank) best = { name, rank };
  }
  return best.name;
}

export const widgets: RegistryWidgetsType = {
  ...Object.fromEntries(rankedWidgets.map(({ name, component }) => [name, component])),
  [UNKNOWN_WIDGET]: UnknownWidget,
};
