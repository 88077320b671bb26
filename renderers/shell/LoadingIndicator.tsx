import { Intent, ProgressBar } from '@blueprintjs/core';
import { useSyncExternalStore } from 'react';
import type { LoadingCounter } from '../api/loading-counter';
import { globalLoading } from '../api/loading-counter';

/** Thin bar at the top of the window while requests run (spec §4). */
export function LoadingIndicator({ counter = globalLoading }: { counter?: LoadingCounter }): React.JSX.Element | null {
  const visible = useSyncExternalStore(counter.subscribe, counter.isVisible);
  if (!visible) return null;
  return (
    <div className="rh-loading-indicator" role="progressbar" aria-label="Carregando">
      <ProgressBar intent={Intent.PRIMARY} />
    </div>
  );
}
