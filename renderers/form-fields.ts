/** The custom rjsf fields the generic forms know, by the names uiSchemas use (engine/react/form-schema.ts). */
import type { RegistryFieldsType } from '@rjsf/utils';
import { ADDRESS_FIELD, CHILD_LIST_FIELD } from '../engine/react/form-schema';
import { AddressField } from './address/AddressField';
import { ChildListField } from './sublist/ChildListField';

export const formFields: RegistryFieldsType = {
  [CHILD_LIST_FIELD]: ChildListField,
  [ADDRESS_FIELD]: AddressField,
};
