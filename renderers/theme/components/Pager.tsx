/** Page controls and the count of a server-paged table (spec §8: "{n} registro(s) encontrado(s)."). */
import { Button, ButtonGroup } from '@blueprintjs/core';
import type { PagerProps } from '../../../engine/react/shell-kit';

export const foundMessage = (total: number): string => `${total} registro(s) encontrado(s).`;

export function Pager({ page, pageSize, total, count = total, onPageChange }: PagerProps): React.JSX.Element {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const last = pages - 1;
  return (
    <div className="rh-pager" style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginTop: 8 }}>
      <span>{foundMessage(count)}</span>
      {pages > 1 && (
        <ButtonGroup variant="minimal">
          <Button icon="double-chevron-left" aria-label="Primeira página" disabled={page <= 0} onClick={() => onPageChange(0)} />
          <Button icon="chevron-left" aria-label="Página anterior" disabled={page <= 0} onClick={() => onPageChange(page - 1)} />
          <span style={{ alignSelf: 'center', padding: '0 8px' }}>
            Página {page + 1} de {pages}
          </span>
          <Button icon="chevron-right" aria-label="Próxima página" disabled={page >= last} onClick={() => onPageChange(page + 1)} />
          <Button icon="double-chevron-right" aria-label="Última página" disabled={page >= last} onClick={() => onPageChange(last)} />
        </ButtonGroup>
      )}
    </div>
  );
}
