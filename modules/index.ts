/** Every module's server part, registered after the generic routes. */
import { captacao } from './captacao';
import { utilitario } from './utilitario';
import type { ServerModule } from './module';

export const serverModules: ServerModule[] = [captacao, utilitario];
