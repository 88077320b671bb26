/**
 * The options of a select, radio or checkbox list: a closed list of codes from the schema
 * (engine/widgets/choices.ts), or the records of another entity loaded with
 * `getOptions(resource)` — `resource` is put in the field's `ui:options` by the engine,
 * which maps `x-reference` (an entity name) to it.
 */
import { useMemo, useState } from 'react';
import type { JsonSchema } from '../../engine/declaration';
import { codeChoices, optionLabel, type Choice, type ChoiceValue } from '../../engine/widgets/choices';
import { useOptions } from '../../engine/react/data-hooks';
import { includesText } from '../../engine/format/text';

const NO_PARAMS: Record<string, unknown> = {};

function labelsOf(known: ReadonlyMap<ChoiceValue, string>, choices: readonly Choice[]): Map<ChoiceValue, string> {
  const labels = new Map(known);
  for (const choice of choices) labels.set(choice.value, choice.label);
  return labels;
}

export interface ChoicesState {
  choices: Choice[];
  loading: boolean;
  /** Label of a value even when the current search left it out. */
  labelOf: (value: ChoiceValue) => string;
}

/**
 * Choices filtered by `search` (ignoring case and accents). References send the search to the
 * server 250 ms after typing stops and also filter here, so a server that ignores it still works.
 * `params` filter a reference's list (the cities of a state); null: nothing to load yet.
 */
export function useChoices(
  schema: JsonSchema,
  resource: string | undefined,
  search = '',
  summary?: string,
  params: Record<string, unknown> | null = NO_PARAMS,
): ChoicesState {
  const codes = useMemo(() => codeChoices(schema), [schema]);
  const remote = useOptions(codes || !params ? null : (resource ?? null), search, params ?? NO_PARAMS);
  const all = useMemo<Choice[]>(() => {
    if (codes) return codes;
    return (remote.data ?? []).map((item) => ({ value: item.id, label: optionLabel(item, summary) }));
  }, [codes, remote.data, summary]);
  // Labels of every option seen so far, so a selected value keeps its name under any search.
  const [seen, setSeen] = useState({ from: all, labels: labelsOf(new Map(), all) });
  if (seen.from !== all) setSeen({ from: all, labels: labelsOf(seen.labels, all) });
  const choices = useMemo(() => (search ? all.filter((c) => includesText(c.label, search)) : all), [all, search]);
  return {
    choices,
    loading: !codes && (remote.isLoading || remote.searching),
    labelOf: (value) => seen.labels.get(value) ?? all.find((c) => c.value === value)?.label ?? String(value),
  };
}
