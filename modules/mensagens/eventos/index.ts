/** Every event that writes home-page messages (one file each), in the order the sweep asks them. */
import { afastamentoFim } from './afastamento-fim';
import { avaliacaoResponder } from './avaliacao-responder';
import { certificacaoVencer } from './certificacao-vencer';
import type { Evento } from './evento';
import { exameVencer } from './exame-vencer';
import { experienciaAcompanhar } from './experiencia-acompanhar';
import { pesquisaResponder } from './pesquisa-responder';
import { solicitacaoAprovar } from './solicitacao-aprovar';

export const eventos: Evento[] = [solicitacaoAprovar, avaliacaoResponder, experienciaAcompanhar, certificacaoVencer, exameVencer, afastamentoFim, pesquisaResponder];
