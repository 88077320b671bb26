/** The templates of the Blueprint theme; the rest are rjsf's own. */
import type { TemplatesType } from '@rjsf/utils';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './ArrayFieldTemplates';

// Errors and help are shown by FieldTemplate under each field; the screen says
// "Preencha os campos indicados" instead of a list at the top.
const Nothing = () => null;

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  ErrorListTemplate: Nothing,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
};
