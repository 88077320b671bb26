import { InputGroup, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuItem as MenuEntry } from '../../../engine/api-types';
import type { MenuEntryMatch } from './menu-filter';
import { filterMenu } from './menu-filter';

const MAX_RESULTS = 15;

/** "Pesquisar Menu": type part of a breadcrumb, pick an entry (Enter takes the first). */
export function MenuSearch({ items, onNavigate }: { items: MenuEntry[]; onNavigate?: () => void }): React.JSX.Element {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const found = useMemo(() => filterMenu(items, text), [items, text]);
  const matches = found.slice(0, MAX_RESULTS);

  const follow = (entry: MenuEntryMatch) => {
    setText('');
    setOpen(false);
    if (entry.path) navigate(entry.path);
    else if (entry.href && entry.newTab) window.open(entry.href, '_blank', 'noopener,noreferrer');
    else if (entry.href) window.location.assign(entry.href);
    onNavigate?.();
  };

  const results = (
    <Menu className="rh-menu-search-results" aria-label="Resultados da pesquisa no menu">
      {matches.length ? (
        <>
          {matches.map((entry) => (
            <MenuItem key={entry.breadcrumb.join('>') + (entry.path ?? entry.href ?? '')} text={entry.breadcrumb.join(' › ')} onClick={() => follow(entry)} />
          ))}
          {/* A cut list must say so, or the entry sought seems not to exist. */}
          {found.length > matches.length && <MenuItem disabled text={`Mais ${found.length - matches.length} itens: refine a pesquisa.`} />}
        </>
      ) : (
        <MenuItem disabled text="Nenhum item de menu encontrado." />
      )}
    </Menu>
  );

  return (
    <PopoverNext
      content={results}
      isOpen={open && text.trim().length > 0}
      onInteraction={(next) => setOpen(next)}
      placement="bottom-start"
      arrow={false}
      animation="minimal"
      autoFocus={false}
      enforceFocus={false}
      fill
    >
      <InputGroup
        type="search"
        leftIcon="search"
        placeholder="Pesquisar Menu"
        aria-label="Pesquisar Menu"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && matches[0]) follow(matches[0]);
          if (event.key === 'Escape') setOpen(false);
        }}
      />
    </PopoverNext>
  );
}
