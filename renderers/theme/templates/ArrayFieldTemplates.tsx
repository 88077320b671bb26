/**
 * A list of small records edited in place (the alternatives of a question): each item's
 * fields on one row with its move and remove buttons, an add button under the list, in
 * Blueprint instead of rjsf's Bootstrap markup.
 */
import { Button, FormGroup, Intent } from '@blueprintjs/core';
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps } from '@rjsf/utils';
import { buttonId, getUiOptions } from '@rjsf/utils';

/** The list's title; its message is FieldTemplate's, under the list. */
export function ArrayFieldTemplate({ canAdd, disabled, readonly, fieldPathId, items, onAddClick, required, title, uiSchema }: ArrayFieldTemplateProps): React.JSX.Element {
  const label = getUiOptions(uiSchema).title ?? title;
  return (
    <FormGroup label={label} labelInfo={required ? '*' : undefined} className="rh-array-field">
      <div id={fieldPathId.$id} className="rh-array-items">
        {items}
      </div>
      {canAdd && <Button id={buttonId(fieldPathId, 'add')} icon="add" text="Adicionar" variant="outlined" disabled={disabled || readonly} onClick={onAddClick} />}
    </FormGroup>
  );
}

export function ArrayFieldItemTemplate({ children, buttonsProps, hasToolbar }: ArrayFieldItemTemplateProps): React.JSX.Element {
  const { disabled, readonly, hasMoveUp, hasMoveDown, hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem } = buttonsProps;
  const off = disabled || readonly;
  return (
    <div className="rh-array-item" style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      {hasToolbar && (
        <div className="rh-array-item-buttons" style={{ display: 'flex', marginTop: 24 }}>
          {(hasMoveUp || hasMoveDown) && (
            <>
              <Button variant="minimal" icon="arrow-up" aria-label="Mover para cima" title="Mover para cima" disabled={off || !hasMoveUp} onClick={onMoveUpItem} />
              <Button variant="minimal" icon="arrow-down" aria-label="Mover para baixo" title="Mover para baixo" disabled={off || !hasMoveDown} onClick={onMoveDownItem} />
            </>
          )}
          {hasRemove && <Button variant="minimal" icon="trash" intent={Intent.DANGER} aria-label="Remover" title="Remover" disabled={off} onClick={onRemoveItem} />}
        </div>
      )}
    </div>
  );
}
