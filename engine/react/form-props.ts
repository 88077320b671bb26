/**
 * What every generic form (an entity's, a child record's dialog) gives rjsf alike: the theme,
 * the validator the server shares, the defaults policy, errors under the fields on blur.
 * A module constant, so no form rebuilds rjsf's registry on render (rjsf#3715).
 */
import { templates, widgets } from '../../renderers/theme';
import { defaultFormStateBehavior } from './form-schema';
import { formValidator } from './validator';

export const themedFormProps = {
  validator: formValidator,
  experimental_defaultFormStateBehavior: defaultFormStateBehavior,
  widgets,
  templates,
  liveValidate: 'onBlur',
  showErrorList: false,
  noHtml5Validate: true,
} as const;
