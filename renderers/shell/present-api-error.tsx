/** Shows a failed call the way its error mode asks (rules in `api/error-presentation`). */
import type { ApiRequestError, ErrorMode } from '../../engine/react/data-provider';
import { presentationFor } from '../api/error-presentation';
import { ErrorAlertDialog } from './ErrorAlertDialog';
import { openDialog } from './imperative-dialog';
import { toast } from './toaster';

export function presentApiError(error: ApiRequestError, mode: ErrorMode): void {
  const shown = presentationFor(error, mode);
  if (!shown) return;
  if (shown.kind === 'popup') {
    openDialog((dispose) => <ErrorAlertDialog title={shown.title} message={shown.message} fields={shown.fields} onClosed={dispose} />);
    return;
  }
  const show = shown.intent === 'warning' ? toast.warning : toast.error;
  show(shown.message, { sticky: shown.sticky });
}
