import type { ScreenMeta } from '../../../engine/api-types';
import { AccessDeniedPage } from '../errors/AccessDeniedPage';
import { NotFoundPage } from '../errors/NotFoundPage';
import { screenComponents } from '../plugins/lazy-parts';
import { lazily } from './lazily';

/** A declared screen, drawn by its module's manifest; without that renderer in the build it is not found. */
export function ScreenRoute({ screen }: { screen: ScreenMeta }): React.JSX.Element {
  if (!screen.can.read) return <AccessDeniedPage />;
  const Screen = screenComponents[`${screen.module}.${screen.renderer}`];
  if (!Screen) return <NotFoundPage />;
  return lazily(<Screen screen={screen} />);
}
