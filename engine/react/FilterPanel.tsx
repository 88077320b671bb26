/**
 * The collapsible search panel of a list (spec §2.9, "Exibir Filtro" / "Ocultar Filtro"):
 * an rjsf form of the declared filters with the same widgets as the entity's form.
 */
import { Button, Collapse, Intent } from '@blueprintjs/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import type { EntityMeta } from '../api-types';
import type { JsonSchema } from '../declaration';
import { useResolveReference } from './entities-context';
import { filterHints } from '../filters';
import { deriveUiSchema } from './form-schema';
import { SchemaForm } from './SchemaForm';

type Values = Record<string, unknown>;

/** An unticked box or an empty list means "any", not "false" or "none". */
function withoutEmpty(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '' && v !== false && !(Array.isArray(v) && v.length === 0)),
  );
}

export interface FilterPanelProps {
  entity: EntityMeta;
  schema: JsonSchema;
  values: Values;
  onApply: (values: Values) => void;
  /** Unique on the page (a picker's dialog over a list): the fields' id prefix; default `filtro`. */
  idPrefix?: string;
  /** Open from the start, as when filters are given. */
  defaultOpen?: boolean;
}

export function FilterPanel({ entity, schema, values, onApply, idPrefix = 'filtro', defaultOpen = false }: FilterPanelProps): React.JSX.Element {
  const [open, setOpen] = useState(() => defaultOpen || Object.keys(values).length > 0);
  const resolve = useResolveReference();
  const uiSchema = useMemo(() => deriveUiSchema(schema, filterHints(entity), resolve), [schema, entity, resolve]);
  return (
    <div className="rh-filter-panel">
      <Button variant="minimal" icon="filter" text={open ? 'Ocultar Filtro' : 'Exibir Filtro'} onClick={() => setOpen(!open)} />
      <Collapse isOpen={open}>
        <SchemaForm
          // A new key when the URL changes (back/forward) shows the filters the list now uses.
          key={JSON.stringify(values)}
          idPrefix={idPrefix}
          schema={schema as RJSFSchema}
          uiSchema={uiSchema}
          initialFormData={values}
          noValidate
          onSubmit={({ formData }) => onApply(withoutEmpty(formData ?? {}))}
        >
          <div style={{ display: 'flex', gap: 8 }}>
            <Button type="submit" intent={Intent.PRIMARY} icon="search" text="Pesquisar" />
            <Button text="Limpar" onClick={() => onApply({})} />
          </div>
        </SchemaForm>
      </Collapse>
    </div>
  );
}
