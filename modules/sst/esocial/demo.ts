/**
 * The S-2240 demo (issue 17 item 9), made as a user would make it: the company's physician takes
 * the environmental records (a "Registros ambientais" contract), and four long-serving talents get
 * history rows placing them in the demo environments the GHE demo covers — so the generator writes
 * their events: noise in the warehouse (INICIO), a move to the nursing post with its biological
 * agent (ALTERACAO), a start and an end (FIM) when a talent leaves the covered environments. The
 * first two talents' events are generated as "Gerar XML" would; the rest stay pending. All validate.
 * Runs after the registers, the health professionals and the GHE demo.
 */
import { daysAfter, today } from '../../../engine/validation/brazilian';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { talentosAntigos } from '../demo/talentos-antigos';
import { montarEValidar } from './gerar';

/** Where each talent goes, days before today: a history row per move (`null`: no longer in a covered environment). */
const MUDANCAS: { diasAtras: number; ambiente: string | null; funcao: string }[][] = [
  [
    { diasAtras: 390, ambiente: 'Almoxarifado', funcao: 'Operador de empilhadeira' },
    { diasAtras: 200, ambiente: 'Posto de enfermagem terceirizado', funcao: 'Técnico de segurança do trabalho' },
  ],
  [{ diasAtras: 380, ambiente: 'Posto de enfermagem terceirizado', funcao: 'Técnico de segurança do trabalho' }],
  [{ diasAtras: 150, ambiente: 'Almoxarifado', funcao: 'Operador de empilhadeira' }],
  [
    { diasAtras: 300, ambiente: 'Almoxarifado', funcao: 'Técnico de segurança do trabalho' },
    { diasAtras: 60, ambiente: null, funcao: 'Técnico de segurança do trabalho' },
  ],
];

/** The talents whose events "Gerar XML" is run on (by index in MUDANCAS). */
const GERADOS = 2;

type Data = Record<string, unknown>;

const NAO_COPIADOS = new Set(['id', 'version', 'createdAt', 'updatedAt', 'position', 'tabelaReajuste']);

export async function seedDemoEventosS2240(engine: Engine, empresaId: number): Promise<void> {
  const scope: Scope = { empresaId, usuarioId: 1 };
  const hoje = today();
  await runInScope(scope, async () => {
    const consulta = companyQuery(engine.db, scope);
    const ambientes = new Map((await consulta.selectFrom('ambiente').select(['id', 'nome_ambiente']).execute()).map((a) => [a.nome_ambiente, Number(a.id)]));
    const funcoes = new Map((await consulta.selectFrom('funcao').select(['id', 'nome_funcao']).execute()).map((f) => [f.nome_funcao, Number(f.id)]));
    const medico = await consulta.selectFrom('profissional_saude').select('id').where('orgao_de_classe', '=', 1).where('cpf', 'is not', null).orderBy('id').executeTakeFirst();
    if (medico) {
      await engine.entities.create(
        engine.registry.get('contratoProfissional'),
        scope,
        { tipoContrato: 'REGISTROS_AMBIENTAIS', inicio: daysAfter(hoje, -3650), estabelecimentoResponsavel: 'TODOS', especialidade: 'Medicina do trabalho' },
        { ownerId: medico.id },
      );
    }
    const historico = engine.registry.get('historicoColaborador');
    const talentos = await talentosAntigos(engine, scope, hoje, MUDANCAS.length);
    for (const [indice, talento] of talentos.entries()) {
      for (const mudanca of MUDANCAS[indice]!) {
        const data = daysAfter(hoje, -mudanca.diasAtras);
        const vigente = await consulta.selectFrom('historico_colaborador').select('id').where('owner_id', '=', talento.id).where('data', '<=', data).orderBy('data', 'desc').orderBy('id', 'desc').executeTakeFirst();
        if (!vigente) continue;
        // The row in force copied, as a dismissal copies it (modules/gestao-talentos/desligamento): all but its identity and what this move sets.
        const linha = Object.fromEntries(Object.entries((await engine.entities.get(historico, scope, vigente.id)) as Data).filter(([campo, valor]) => !NAO_COPIADOS.has(campo) && valor !== null));
        const ambiente = mudanca.ambiente ? ambientes.get(mudanca.ambiente) : undefined;
        const funcao = funcoes.get(mudanca.funcao);
        await engine.entities.create(
          historico,
          scope,
          { ...linha, data, motivo: 'T', ambiente: ambiente ? { id: ambiente } : null, funcao: funcao ? { id: funcao } : null, observacao: 'Mudança de ambiente (demonstração do SST).' },
          { ownerId: talento.id },
        );
      }
    }
    const aGerar = talentos.slice(0, GERADOS).map((t) => t.id);
    if (!aGerar.length) return;
    const entidade = engine.registry.get('eventoS2240');
    const eventos = await consulta.selectFrom('evento_s2240').select(['id', 'entrada']).where('colaborador_id', 'in', aGerar).orderBy('id').execute();
    const resultados = await montarEValidar(eventos.map((e) => ({ id: e.id, entrada: e.entrada as never })));
    for (const [indice, { id }] of eventos.entries()) await engine.entities.change(entidade, scope, id, resultados[indice]!);
  });
}
