/**
 * S-2240 events as records: `gerarEventoS2240` keeps a talent's pending event with its typed
 * input (the exposure-change generator calls it), and the declared action "Gerar XML" builds the
 * event and validates it against the official XSD — GERADO with the XML, or COM_ERRO with the
 * XSD's message on the record, for the user to fix the data the input came from.
 */
import { currentInstant } from '../../../engine/validation/brazilian';
import type { Db } from '../../../server/db/database';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import pacote from '../../../package.json';
import type { EntradaS2240 } from './entrada';
import { idEvento } from './id-evento';
import { validarEventosS2240 } from './validador';
import { montarEvtExpRisco } from './xml';

export type TipoEventoS2240 = 'INICIO' | 'ALTERACAO' | 'FIM';

/** A talent's exposure that starts, changes or ends: the event's input but what the company and the talent's record say. */
export interface NovoEventoS2240 {
  colaboradorId: number;
  tipo: TipoEventoS2240;
  dados: Omit<EntradaS2240, 'cnpjEmpregador' | 'vinculo'>;
}

export type SituacaoEventoS2240 = 'PENDENTE' | 'GERADO' | 'COM_ERRO';

/** The event's producing application (`verProc`). */
const VERSAO_APLICATIVO = `RH ${pacote.version}`;

interface EventoGuardado {
  id: number;
  entrada: EntradaS2240;
}

/**
 * Builds and validates events (in one run of the validator): what each record becomes. The Id's
 * sequence is the record's id, so two events of one second never share an Id.
 */
export async function montarEValidar(eventos: EventoGuardado[], instante = currentInstant()) {
  const xmls = eventos.map(({ id, entrada }) =>
    montarEvtExpRisco(entrada, { id: idEvento(1, entrada.cnpjEmpregador.replace(/\D/g, '').slice(0, 8), instante, id), versaoAplicativo: VERSAO_APLICATIVO }),
  );
  const resultados = await validarEventosS2240(xmls);
  return eventos.map((_, indice) => {
    const xml = xmls[indice]!;
    const { valido, erros } = resultados[indice]!;
    const id = /Id="([^"]+)"/.exec(xml)![1]!;
    return valido
      ? { situacao: 'GERADO' as const, xml, idEvento: id, mensagem: null }
      : { situacao: 'COM_ERRO' as const, xml, idEvento: id, mensagem: erros.join('\n') };
  });
}

/**
 * Records a talent's pending S-2240 event: the employer is the company's CNPJ (its base goes in
 * the event), the link the talent's CPF and matrícula, both as they are now. Returns its id.
 */
export async function gerarEventoS2240(engine: Engine, empresaId: number, evento: NovoEventoS2240, db?: Db): Promise<number> {
  const scope: Scope = { empresaId, usuarioId: null };
  return runInScope(scope, async () => {
    const escrever = async (trx: Db) => {
      const empresa = await engine.entities.get(engine.registry.get('empresa'), scope, empresaId, trx);
      const talento = await engine.entities.get(engine.registry.get('colaborador'), scope, evento.colaboradorId, trx);
      const entrada: EntradaS2240 = {
        cnpjEmpregador: String(empresa.cnpj ?? ''),
        vinculo: { cpf: String(talento.cpf ?? ''), matricula: talento.matricula ? String(talento.matricula) : undefined },
        ...evento.dados,
      };
      const registro = await engine.entities.insertIn(trx, engine.registry.get('eventoS2240'), scope, {
        colaborador: { id: evento.colaboradorId },
        tipo: evento.tipo,
        dtIniCondicao: evento.dados.dtIniCondicao,
        situacao: 'PENDENTE',
        entrada,
      });
      return registro.id;
    };
    return db ? escrever(db) : engine.db.transaction().execute(escrever);
  });
}

/** "Gerar XML": the record's stored input built and validated, its outcome written with the action. */
export function registerGerarXml(engine: Engine): void {
  engine.hooks.register('eventoS2240', {
    async onAction({ action, id, previous, changes }) {
      if (action !== 'gerar-xml') return;
      const [resultado] = await montarEValidar([{ id, entrada: previous.entrada as EntradaS2240 }]);
      Object.assign(changes, resultado);
    },
  });
}
