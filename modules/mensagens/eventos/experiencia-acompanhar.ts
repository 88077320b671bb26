/**
 * A: an experience-period follow-up due within the next days and not answered, to who answers
 * the follow-ups in their screen (Acompanhamento do Período de Experiência). Time-based: the
 * sweep finds them (the due date is the admission plus the period's days).
 */
import { formatDate } from '../../../engine/format/dates';
import { daysAfter, today } from '../../../engine/validation/brazilian';
import { acompanhamentosPrevistos } from '../../avaliacao/experiencia/acompanhamentos';
import { usuariosComAutoridade } from '../destinatarios';
import { entregarMensagem } from '../entrega';
import { DIAS_DE_ANTECEDENCIA, rotaDaTela, type Evento } from './evento';

const TELA = 'acompanhamentosExperiencia';
const POR_PAGINA = 100;

export const experienciaAcompanhar: Evento = {
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
        const chave = `experiencia-acompanhar:${previsto.colaborador.id}:${previsto.periodo.id}`;
        if (await entregarMensagem(trx, scope, { tipo: 'A', chave, texto, link }, usuarios)) novas++;
      }
      if ((page + 1) * POR_PAGINA >= previstos.totalElements) return novas;
    }
  },
};
