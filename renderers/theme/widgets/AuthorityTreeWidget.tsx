/**
 * A profile's permissions as the menu shows the screens they open: each group and screen with
 * a checkbox (a group's marks every screen under it, half-marked when some are), the
 * authorities a screen grants beside its name. The tree comes from the declarations
 * (`GET /api/meta/autoridades`), so a new screen's permission appears here by itself.
 */
import { Checkbox, Classes, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import useSWR from 'swr';
import type { AuthorityNode } from '../../../engine/authority-tree';
import { useDataProvider } from '../../../engine/react/data-provider';
import { call } from '../../../engine/react/api-client';

const authoritiesUnder = (node: AuthorityNode): string[] => [...(node.authorities ?? []), ...(node.children ?? []).flatMap(authoritiesUnder)];

export function AuthorityTreeWidget({ id, value, disabled, readonly, onChange }: WidgetProps): React.JSX.Element {
  const provider = useDataProvider();
  const { data: tree } = useSWR('meta/autoridades', () => call(provider, 'GET /meta/autoridades'));
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const selected = new Set(Array.isArray(value) ? (value as string[]) : []);
  const locked = disabled || readonly;

  const mark = (authorities: string[], on: boolean) => {
    const next = new Set(selected);
    for (const authority of authorities) {
      if (on) next.add(authority);
      else next.delete(authority);
    }
    onChange(next.size ? [...next].sort() : undefined);
  };

  const toNode = (node: AuthorityNode, key: string): TreeNodeInfo => {
    const under = authoritiesUnder(node);
    const marked = under.filter((authority) => selected.has(authority)).length;
    return {
      id: key,
      label: (
        <Checkbox
          className="rh-authority"
          checked={under.length > 0 && marked === under.length}
          indeterminate={marked > 0 && marked < under.length}
          disabled={locked || under.length === 0}
          label={node.label}
          onChange={(event) => mark(under, event.currentTarget.checked)}
        />
      ),
      secondaryLabel: node.authorities ? <span className={Classes.TEXT_MUTED}>{node.authorities.join(', ')}</span> : undefined,
      isExpanded: !collapsed.has(key),
      hasCaret: !!node.children,
      childNodes: node.children?.map((child, i) => toNode(child, `${key}.${i}`)),
    };
  };

  const toggle = (node: TreeNodeInfo) => {
    const next = new Set(collapsed);
    if (next.has(String(node.id))) next.delete(String(node.id));
    else next.add(String(node.id));
    setCollapsed(next);
  };

  return (
    <div id={id} role="group" aria-label="Permissões" className="rh-authority-tree">
      {tree ? <Tree contents={tree.map((node, i) => toNode(node, String(i)))} onNodeCollapse={toggle} onNodeExpand={toggle} /> : <span className={Classes.TEXT_MUTED}>Carregando…</span>}
    </div>
  );
}
