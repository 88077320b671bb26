/**
 * A: an experience-period follow-up due within the next days and not answered, to who answers
 * the follow-ups in their screen (Acompanhamento do Período de Experiência). Time-based: the
 * sweep finds them (the due date is the admission plus the period's days). A follow-up of the
 * experience period is an evaluation's (schemas/avaliacao, the "Acompanhamento de Experiência"
 * source of its answers): box A. Taken back once its answers are sent (a partial save is not);
 * one overdue and not answered keeps its message.
 */
import { referenceId } from '../../../engine/table/reference-id';
import { formatDate } from '../../../engine/format/dates';
import { daysAfter, today } from '../../../engine/validation/brazilian';
import { acompanhamentosPrevistos } from '../../avaliacao/experiencia/acompanhamentos';
import { usuariosComAutoridade } from '../destinatarios';
import { entregarMensagem, retirarMensagens } from '../entrega';
import { DIAS_DE_ANTECEDENCIA, rotaDaTela, type Evento } from './evento';

const TELA = 'acompanhamentosExperiencia';
const POR_PAGINA = 100;
const ID = 'experiencia-acompanhar';
const chave = (colaboradorId: number, periodoId: number) => `${ID}:${colaboradorId}:${periodoId}`;

export const experienciaAcompanhar: Evento = {
  id: ID,
  nome: 'acompanhamento do período de experiência a fazer',
  async varrer(engine, trx, scope) {
    const hoje = today();
    const tela = engine.registry.screens.find((screen) => screen.name === TELA)!;
    const autoridades = tela.authorities?.length ? tela.authorities : (engine.registry.get(tela.entity!).authorities?.read ?? []);
    const usuarios = await usuariosComAutoridade(trx, scope.empresaId, autoridades);
    const link = rotaDaTela(engine, TELA);
    let novas = 0;
    for (let page = 0; ; page++) {
      const previstos = await acompanhamentosPrevistos(trx, scope, { dataIni: hoje, dataFim: daysAfter(hoje, DIAS_DE_ANTECEDENCIA.experiencia), pendentes: true, page, size: POR_PAGINA });
      for (const previsto of previstos.content) {
        const texto = `O acompanhamento "${previsto.periodo.nome}" do período de experiência de ${previsto.colaborador.nome} está previsto para ${formatDate(previsto.dataPrevista)}.`;
        if (await entregarMensagem(trx, scope, { tipo: 'A', chave: chave(previsto.colaborador.id, previsto.periodo.id), texto, link }, usuarios)) novas++;
      }
      if ((page + 1) * POR_PAGINA >= previstos.totalElements) return novas;
    }
  },
  registrar(engine) {
    // The follow-up's answers, sent in their own write (Acompanhamento do Período de Experiência).
    engine.hooks.register('colaboradorQuestionario', {
      async afterWrite({ trx, scope, action, current }) {
        const periodoId = referenceId(current?.periodoExperiencia);
        const colaboradorId = referenceId(current?.colaborador);
        if (action === 'delete' || periodoId === undefined || colaboradorId === undefined || current!.respondidoParcialmente === true) return;
        await retirarMensagens(trx, scope, { chave: chave(colaboradorId, periodoId) });
      },
    });
  },
};
