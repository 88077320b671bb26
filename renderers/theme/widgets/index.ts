/**
 * The widgets of the Blueprint theme, by the names the engine's testers pick
 * (engine/widgets/pick-widget.ts): a name without its component here does not compile.
 */
import type { RegistryWidgetsType, Widget } from '@rjsf/utils';
import type { WidgetName } from '../../../engine/widgets/pick-widget';
import { AuditDiffWidget } from './AuditDiffWidget';
import { AuthorityTreeWidget } from './AuthorityTreeWidget';
import { AreaTreeWidget } from './AreaTreeWidget';
import { CaptchaWidget } from './CaptchaWidget';
import { CheckboxListWidget } from './CheckboxListWidget';
import { CheckboxWidget } from './CheckboxWidget';
import { ColorWidget } from './ColorWidget';
import { CurrencyWidget } from './CurrencyWidget';
import { DateWidget } from './DateWidget';
import { FileWidget } from './FileWidget';
import { HoursWidget } from './HoursWidget';
import { MaskedTextWidget } from './MaskedTextWidget';
import { MonthWidget } from './MonthWidget';
import { MultiSelectWidget } from './MultiSelectWidget';
import { NumberWidget } from './NumberWidget';
import { RadioWidget } from './RadioWidget';
import { RecordPickerWidget } from './RecordPickerWidget';
import { SelectWidget } from './SelectWidget';
import { TagsWidget } from './TagsWidget';
import { TextareaWidget } from './TextareaWidget';
import { PasswordWidget, TextWidget } from './TextWidget';
import { UnknownWidget } from './UnknownWidget';

const byName: Record<WidgetName, Widget> = {
  TextWidget,
  PasswordWidget,
  TextareaWidget,
  MaskedTextWidget,
  NumberWidget,
  CurrencyWidget,
  DateWidget,
  MonthWidget,
  HoursWidget,
  CheckboxWidget,
  SelectWidget,
  RadioWidget,
  MultiSelectWidget,
  RecordPickerWidget,
  CheckboxListWidget,
  FileWidget,
  CaptchaWidget,
  ColorWidget,
  TagsWidget,
  AuthorityTreeWidget,
  AreaTreeWidget,
  AuditDiffWidget,
  UnknownWidget,
};

export const widgets: RegistryWidgetsType = byName;
