import { Button, Collapse } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuItem } from '../../../engine/api-types';

interface MenuTreeProps {
  items: MenuItem[];
  /** Called after following an entry (closes the drawer on phones). */
  onNavigate?: () => void;
  depth?: number;
}

function MenuTreeNode({ item, onNavigate, depth }: { item: MenuItem; onNavigate?: () => void; depth: number }): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const indent = { paddingLeft: `${depth * 12}px` };
  if (item.children?.length) {
    return (
      <li>
        <Button
          variant="minimal"
          alignText="start"
          fill
          style={indent}
          text={item.label}
          endIcon={open ? 'chevron-up' : 'chevron-down'}
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        />
        <Collapse isOpen={open}>
          <MenuTree items={item.children} onNavigate={onNavigate} depth={depth + 1} />
        </Collapse>
      </li>
    );
  }
  if (item.href) {
    return (
      <li>
        <a className="rh-menu-tree-link" style={indent} href={item.href} {...(item.newTab && { target: '_blank', rel: 'noopener noreferrer' })} onClick={onNavigate}>
          {item.label}
          {item.newTab ? ' ↗' : ''}
        </a>
      </li>
    );
  }
  return (
    <li>
      <a
        className="rh-menu-tree-link"
        style={indent}
        href={item.path}
        onClick={(event) => {
          event.preventDefault();
          if (item.path) navigate(item.path);
          onNavigate?.();
        }}
      >
        {item.label}
      </a>
    </li>
  );
}

/** Narrow screens: the same nested menu as a list of collapsible groups. */
export function MenuTree({ items, onNavigate, depth = 0 }: MenuTreeProps): React.JSX.Element {
  return (
    <ul className="rh-menu-tree">
      {items.map((item) => (
        <MenuTreeNode key={`${item.label}:${item.path ?? item.href ?? ''}`} item={item} onNavigate={onNavigate} depth={depth} />
      ))}
    </ul>
  );
}
