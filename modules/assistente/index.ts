/** Assistente RH: suggestions for the cargo and survey forms from a configured model or offline, and the company's credits (spec 02 §2 "AI assistant"). */
import type { ServerModule } from '../../server/server-module';
import { registerAssistente } from './rotas';

export const assistente: ServerModule = {
  name: 'assistente',
  register(app, engine) {
    registerAssistente(app, engine);
  },
};
