/**
 * A need of an LNT (necessidadeLnt): its name kept from its course, refused while its LNT is
 * finalised or outside the LNT's areas. "Criar curso" and "Criar turma" open the curso and turma
 * forms prefilled from it (`prefill` of curso.json and turma.json, answered here); saved with
 * `cursoLntId`, the new course becomes the need's, and the new class its class, with the talents
 * indicated as participants — all in the class's own transaction.
 */
import type { FastifyInstance } from 'fastify';
import { refusalOf } from '../../../engine/actions';
import { referenceId } from '../../../engine/table/reference-id';
import { recordId } from '../../../server/crud/path-id';
import { readScope, writeScope } from '../../../server/crud/request-scope';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { componentOf } from '../../../server/openapi';
import { errosLnt } from './erros';

type Registro = Record<string, unknown>;

/** Fields the server writes on a need (its course, its class, its name): they change even after the LNT is finalised. */
const DO_SERVIDOR = new Set(['curso', 'turma', 'descricao', 'id', 'version', 'createdAt', 'updatedAt']);
const TAMANHO_DESCRICAO = 100;

const idsDe = (lista: unknown): number[] => (Array.isArray(lista) ? lista.map(referenceId).filter((id): id is number => id !== undefined) : []);
const mudou = (data: Registro, previous: Registro | undefined) =>
  !previous || Object.keys(data).some((campo) => !DO_SERVIDOR.has(campo) && JSON.stringify(idsOuValor(data[campo])) !== JSON.stringify(idsOuValor(previous[campo])));
function idsOuValor(valor: unknown): unknown {
  if (Array.isArray(valor)) return idsDe(valor);
  return referenceId(valor) ?? valor ?? null;
}

export function registerNecessidades(app: FastifyInstance, engine: Engine): void {
  const necessidade = engine.registry.get('necessidadeLnt');
  const turma = engine.registry.get('turma');
  const curso = engine.registry.get('curso');
  const acao = (nome: string) => necessidade.actions!.find((action) => action.name === nome)!;

  /** The need, 400 when it is not the company's (a typed id). */
  const lerNecessidade = async (trx: Db, scope: Scope, id: unknown) => {
    const existe = await companyQuery(trx, scope).selectFrom('necessidade_lnt').select('id').where('id', '=', Number(id)).executeTakeFirst();
    if (!existe) throw errosLnt.naoEncontrada();
    return engine.entities.get(necessidade, scope, existe.id, trx);
  };
  /** Refused as the declared action is (its `refusals`): a need served already, or without its course. */
  const recusa = (nome: string, registro: Registro) => {
    const refusal = refusalOf(acao(nome), registro, {});
    if (refusal) throw errosLnt.recusada(refusal.message);
  };

  engine.hooks.register(necessidade.name, {
    async beforeWrite({ trx, scope, action, data, previous }) {
      if (action === 'delete' || !data) return;
      const lnt = await companyQuery(trx, scope).selectFrom('lnt').select(['id', 'situacao']).where('id', '=', referenceId(data.lnt)!).executeTakeFirst();
      if (lnt?.situacao === 'F' && mudou(data, previous)) throw errosLnt.finalizada();
      const areaId = referenceId(data.areaOrganizacional);
      if (lnt && areaId !== undefined) {
        const areas = await companyQuery(trx, scope).selectFrom('lnt').innerJoin('lnt__areas_organizacionais as a', 'a.owner_id', 'lnt.id').select('a.target_id').where('lnt.id', '=', lnt.id).execute();
        if (areas.length && !areas.some((area) => area.target_id === areaId)) throw errosLnt.areaForaDaLnt();
      }
      const cursoId = referenceId(data.curso);
      const nomeDoCurso = cursoId === undefined ? undefined : (await companyQuery(trx, scope).selectFrom('curso').select('nome').where('id', '=', cursoId).executeTakeFirst())?.nome;
      data.descricao = String(nomeDoCurso ?? data.nomeCurso ?? '').slice(0, TAMANHO_DESCRICAO);
    },
  });

  engine.hooks.register(curso.name, {
    async beforeWrite({ trx, scope, action, data }) {
      if (action !== 'create' || data?.cursoLntId === undefined) return;
      recusa('criar-curso', await lerNecessidade(trx, scope, data.cursoLntId));
    },
    async afterWrite({ trx, scope, action, id, data }) {
      if (action !== 'create' || data?.cursoLntId === undefined) return;
      await engine.entities.changeIn(trx, necessidade, scope, Number(data.cursoLntId), { curso: { id } });
    },
  });

  engine.hooks.register(turma.name, {
    async beforeWrite({ trx, scope, action, id, data }) {
      if (action === 'create' && data?.cursoLntId !== undefined) recusa('criar-turma', await lerNecessidade(trx, scope, data.cursoLntId));
      // A class removed leaves its need pending again (and the need's reference would hold the class).
      if (action === 'delete') {
        const atendidas = await companyQuery(trx, scope).selectFrom('necessidade_lnt').select('id').where('turma_id', '=', id!).execute();
        for (const atendida of atendidas) await engine.entities.changeIn(trx, necessidade, scope, atendida.id, { turma: null });
      }
    },
    async afterWrite({ trx, scope, action, id, data }) {
      if (action !== 'create' || data?.cursoLntId === undefined) return;
      const atendida = await engine.entities.changeIn(trx, necessidade, scope, Number(data.cursoLntId), { turma: { id } });
      const participante = engine.registry.get('colaboradorTurma');
      for (const colaborador of idsDe(atendida.colaboradores)) await engine.entities.insertIn(trx, participante, scope, { turma: { id }, colaborador: { id: colaborador } });
    },
  });

  const prefill = (path: string, summary: string, component: string, valores: (registro: Registro, scope: Scope) => Promise<Registro> | Registro, acaoDoForm: string, alvo: typeof turma) =>
    app.get(`/api/${necessidade.resource}/:id/${path}`, { config: { openapi: { summary, response: component } } }, async (request) => {
      readScope(request, necessidade);
      const scope = writeScope(request, alvo);
      return runInScope(scope, async () => {
        const registro = await engine.entities.get(necessidade, scope, recordId(request));
        recusa(acaoDoForm, registro);
        return valores(registro, scope);
      });
    });

  prefill('curso', 'Os valores do formulário do curso novo que a necessidade pede (nome e carga horária estimada); 409 se ela já tem curso', componentOf(curso), (registro) => ({
    nome: registro.nomeCurso,
    ...(registro.cargaHoraria ? { cargaHoraria: registro.cargaHoraria } : {}),
    cursoLntId: registro.id,
  }), 'criar-curso', curso);

  prefill('turma', 'Os valores do formulário da turma que atende a necessidade (curso, custo estimado, participantes previstos); 409 se já atendida ou sem curso', componentOf(turma), async (registro, scope) => {
    const lnt = await engine.entities.get(engine.registry.get('lnt'), scope, referenceId(registro.lnt)!);
    return {
      descricao: `${String(registro.descricao)} — ${String(lnt.descricao)}`.slice(0, TAMANHO_DESCRICAO),
      curso: { id: referenceId(registro.curso) },
      ...(registro.custo !== null && registro.custo !== undefined ? { custo: registro.custo } : {}),
      qtdParticipantesPrevistos: idsDe(registro.colaboradores).length,
      cursoLntId: registro.id,
    };
  }, 'criar-turma', turma);
}
