import type { FocusEvent } from 'react';

/** A blur handler for a group of inputs that fires only when focus leaves the whole group. */
export const whenFocusLeaves =
  (handler: () => void) =>
  (event: FocusEvent<HTMLElement>): void => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) handler();
  };
