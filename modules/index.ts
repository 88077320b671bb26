/** Every module's server part, registered after the generic routes. */
import { analytics } from './analytics';
import { assistente } from './assistente';
import { avaliacao } from './avaliacao';
import { pesquisa } from './avaliacao/pesquisas';
import { captacao } from './captacao';
import { cargoSalario } from './cargo-salario';
import { desenvolvimento } from './desenvolvimento';
import { gestaoTalentos } from './gestao-talentos';
import { mensagens } from './mensagens';
import type { ServerModule } from '../server/server-module';
import { sst } from './sst';
import { utilitario } from './utilitario';

export const serverModules: ServerModule[] = [captacao, cargoSalario, desenvolvimento, avaliacao, pesquisa, gestaoTalentos, sst, utilitario, analytics, mensagens, assistente];
