/** Shown when no widget fits a property: visible, so a declaration gap is found on screen, not lost. */
import { Callout, Intent } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';

export function UnknownWidget({ id, schema }: WidgetProps): React.JSX.Element {
  return (
    <Callout id={id} intent={Intent.DANGER} compact>
      Nenhum componente para este campo ({String(schema.type ?? 'sem tipo')}).
    </Callout>
  );
}
