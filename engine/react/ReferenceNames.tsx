/**
 * The records a list of references holds, by name (a table cell): lists read such a property as
 * ids, so the cell names them from the referenced entity's options — a GHE history row's
 * environments read "Almoxarifado, Caldeiraria", not "3, 7". Nothing shows until the names come.
 */
import { optionLabel } from '../widgets/choices';
import { useOptions } from './data-hooks';
import type { ReferenceTarget } from './entities-context';

export function ReferenceNames({ ids, target }: { ids: readonly unknown[]; target: ReferenceTarget }): React.JSX.Element {
  const { data } = useOptions(target.resource);
  if (!data) return <></>;
  const names = new Map(data.map((option) => [option.id, optionLabel(option, target.summary)]));
  return <>{ids.map((id) => names.get(id as number) ?? String(id)).join(', ')}</>;
}
