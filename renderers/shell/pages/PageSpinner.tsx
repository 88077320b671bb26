import { Spinner } from '@blueprintjs/core';

/** Shown while the session or a lazy screen loads. */
export function PageSpinner(): React.JSX.Element {
  return (
    <div className="rh-page-spinner" role="status" aria-label="Carregando">
      <Spinner />
    </div>
  );
}
