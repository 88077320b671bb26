/** Component tests resize happy-dom's window to cross the layout breakpoints. */
import { act } from '@testing-library/react';

type HappyWindow = Window & { happyDOM: { setViewport(viewport: { width: number; height: number }): void } };

export function setWidth(width: number): void {
  act(() => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 }));
}
