/** Analytics: the six dashboards of spec 02 §2 and their drill-downs (§7), counted over the other modules' records. */
import type { ServerModule } from '../../server/server-module';
import { registerAnalytics } from './rotas';

export const analytics: ServerModule = {
  name: 'analytics',
  register(app, engine) {
    registerAnalytics(app, engine);
  },
};
