/**
 * The form's `x-copyOf` properties (engine/table/copied-fields.ts) filled from the record their
 * reference points at as soon as it is chosen — the server does the same on save — so the rules
 * and layout that read them (a class's days ask for a video link, not hours, for an online
 * course) apply before the first save.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { JsonSchema } from '../declaration';
import { copiedFieldsOf } from '../table/copied-fields';
import { referenceId } from '../table/reference-id';
import { useDataProvider } from './data-provider';
import { useEntities } from './entities-context';
import { propertiesOf } from './form-schema';
import { useWatchedValues, type FormValuesStore } from './form-values';

export function useCopiedValues(schema: JsonSchema, values: FormValuesStore, fill: (filled: Record<string, unknown>) => void): void {
  const provider = useDataProvider();
  const entities = useEntities();
  const properties = useMemo(() => propertiesOf(schema), [schema]);
  const copies = useMemo(() => copiedFieldsOf(properties), [properties]);
  const references = useMemo(() => [...new Set(copies.map((copy) => copy.reference))], [copies]);
  const chosen = useWatchedValues(references, values);
  // The reference each copy was last filled for: a record read with its copies already holds them.
  const filledFor = useRef<Record<string, number | undefined>>({});
  useEffect(() => {
    const loaded = values.get();
    for (const reference of references) {
      const own = copies.filter((copy) => copy.reference === reference);
      if (own.every((copy) => loaded[copy.property] !== undefined)) filledFor.current[reference] = referenceId(loaded[reference]);
    }
    // Once, with the values the form opened with.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    for (const reference of references) {
      const id = referenceId(chosen?.[reference]);
      if (reference in filledFor.current && filledFor.current[reference] === id) continue;
      const own = copies.filter((copy) => copy.reference === reference);
      const resource = entities.find((entity) => entity.name === properties[reference]?.['x-reference'])?.resource;
      const fillFrom = (record: Record<string, unknown> | undefined) => {
        filledFor.current[reference] = id;
        const filled = Object.fromEntries(own.map((copy) => [copy.property, record?.[copy.field]]));
        if (own.some((copy) => values.get()[copy.property] !== filled[copy.property])) fill(filled);
      };
      if (id === undefined || !resource) fillFrom(undefined);
      else provider.getOne<Record<string, unknown>>(resource, id, { signal: abort.signal, errorMode: 'none' }).then(fillFrom, () => undefined);
    }
    return () => abort.abort();
  }, [chosen, references, copies, properties, entities, provider, values, fill]);
}
