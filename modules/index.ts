/** Every module's server part, registered after the generic routes. */
import { avaliacao } from './avaliacao';
import { pesquisa } from './avaliacao/pesquisas';
import { captacao } from './captacao';
import { cargoSalario } from './cargo-salario';
import { desenvolvimento } from './desenvolvimento';
import type { ServerModule } from '../server/server-module';
import { utilitario } from './utilitario';

export const serverModules: ServerModule[] = [captacao, cargoSalario, desenvolvimento, avaliacao, pesquisa, utilitario];
