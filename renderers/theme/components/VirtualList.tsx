/**
 * A list that mounts only the rows near the viewport (spec §2.9: 15 rows visible, 15 more
 * rendered on each side, rows 20 px high), so a checkbox list of thousands stays quick.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';

export const VISIBLE_ROWS = 15;
export const BUFFER_ROWS = 15;
export const ROW_HEIGHT = 20;

export interface VirtualListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderRow: (item: T) => ReactNode;
  visibleRows?: number;
  bufferRows?: number;
  rowHeight?: number;
  className?: string;
}

/** Indexes to mount for a scroll position: the visible window widened by the buffer. */
export function visibleRange(scrollTop: number, count: number, rowHeight = ROW_HEIGHT, visibleRows = VISIBLE_ROWS, bufferRows = BUFFER_ROWS) {
  const first = Math.floor(scrollTop / rowHeight);
  return { start: Math.max(0, first - bufferRows), end: Math.min(count, first + visibleRows + bufferRows) };
}

export function VirtualList<T>({
  items,
  itemKey,
  renderRow,
  visibleRows = VISIBLE_ROWS,
  bufferRows = BUFFER_ROWS,
  rowHeight = ROW_HEIGHT,
  className,
}: VirtualListProps<T>): React.JSX.Element {
  const [scrollTop, setScrollTop] = useState(0);
  const { start, end } = visibleRange(scrollTop, items.length, rowHeight, visibleRows, bufferRows);
  return (
    <div
      className={className}
      role="list"
      style={{ height: Math.min(items.length, visibleRows) * rowHeight, overflowY: 'auto', position: 'relative' }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div style={{ height: items.length * rowHeight, position: 'relative' }}>
        {items.slice(start, end).map((item, offset) => (
          <div
            role="listitem"
            key={itemKey(item)}
            style={{ position: 'absolute', top: (start + offset) * rowHeight, height: rowHeight, left: 0, right: 0 }}
          >
            {renderRow(item)}
          </div>
        ))}
      </div>
    </div>
  );
}
