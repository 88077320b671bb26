/**
 * Organisational areas chosen in their tree (a reference list to `areaOrganizacional` with the
 * hint `"widget": "areaTree"`): marking an area marks its active areas below it, which then follow
 * it (disabled, "Uma área superior na hierarquia já foi marcada"); inactive areas are shown but not
 * offered, unless already chosen.
 */
import { Checkbox, Classes, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import type { Page } from '../../../engine/api-types';
import { useDataProvider } from '../../../engine/react/data-provider';
import { AREA_SUPERIOR_MARCADA, filhasPorMae, marcarArea, superiorMarcada, type AreaDaArvore } from '../../../engine/widgets/area-tree';

interface AreaLida {
  id: number;
  nome: string;
  areaMae?: { id: number } | null;
  ativo?: boolean;
}

export function AreaTreeWidget({ id, value, disabled, readonly, onChange, label }: WidgetProps): React.JSX.Element {
  const provider = useDataProvider();
  const { data } = useSWR(['area-tree'], () =>
    provider.request<Page<AreaLida>>('GET', '/areas-organizacionais', { params: { unpaged: true, campos: 'nome,areaMae,ativo', sort: 'nome,asc' } }),
  );
  const areas = useMemo<AreaDaArvore[]>(() => (data?.content ?? []).map((a) => ({ id: a.id, nome: a.nome, areaMaeId: a.areaMae?.id ?? null, ativo: a.ativo !== false })), [data]);
  const filhas = useMemo(() => filhasPorMae(areas), [areas]);
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const selected = Array.isArray(value) ? (value as number[]) : [];
  const locked = disabled || readonly;

  const toNode = (area: AreaDaArvore): TreeNodeInfo => {
    const checked = selected.includes(area.id);
    const followsAbove = superiorMarcada(areas, selected, area.id);
    const children = filhas.get(area.id) ?? [];
    return {
      id: area.id,
      label: (
        <span title={followsAbove ? AREA_SUPERIOR_MARCADA : undefined}>
          <Checkbox
            className="rh-area-tree-item"
            checked={checked}
            disabled={locked || followsAbove || (!area.ativo && !checked)}
            label={area.ativo ? area.nome : `${area.nome} (inativa)`}
            onChange={(event) => {
              const next = marcarArea(areas, selected, area.id, event.currentTarget.checked);
              onChange(next.length ? next : []);
            }}
          />
        </span>
      ),
      isExpanded: !collapsed.has(area.id),
      hasCaret: children.length > 0,
      childNodes: children.map(toNode),
    };
  };

  const toggle = (node: TreeNodeInfo) => {
    const next = new Set(collapsed);
    const key = Number(node.id);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setCollapsed(next);
  };

  return (
    <div id={id} role="group" aria-label={label} className="rh-area-tree">
      {data ? <Tree contents={(filhas.get(null) ?? []).map(toNode)} onNodeCollapse={toggle} onNodeExpand={toggle} /> : <span className={Classes.TEXT_MUTED}>Carregando…</span>}
    </div>
  );
}
