/** The one HTTP provider of the running app, wired to the shell's session, toasts and indicator. */
import { createHttpDataProvider } from '../api/http-data-provider';
import { globalLoading } from '../api/loading-counter';
import { presentApiError } from './present-api-error';
import { sessionStore } from './session-store';
import { tabConflictStore } from './tab-conflict';

export const appDataProvider = createHttpDataProvider({
  presentError: presentApiError,
  onUnauthorized: () => sessionStore.markExpired(),
  writeGuard: {
    isBlocked: () => tabConflictStore.getState().inConflict,
    onBlocked: () => tabConflictStore.remind(),
  },
  loading: globalLoading,
});
