/**
 * Personnel requests (spec §3.4, §5, §7): rules that read other records, kept in the write
 * transaction; the calls beyond CRUD (validarLimiteCargo, bairros, anuncio). The actions
 * themselves (suspende, encerra, …) are declared in the schema and run by the engine.
 */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { recordId } from '../../../server/crud/routes';
import { readScope } from '../../../server/crud/request-scope';
import type { HookContext } from '../../../server/crud/hooks';
import { actionRefused } from '../../../server/crud/actions';
import { runInScope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import { errors } from '../../../server/errors';
import { componentOf } from '../../../server/openapi';
import { validarLimite } from './limite';
import { referenceId } from '../../../engine/table/reference-id';
import type { PedidoLimiteCargo } from '../selecao/selecao.api';


const DAY_MS = 86_400_000;
export function diasPrevisao(data: unknown, previsao: unknown): number | undefined {
  if (typeof data !== 'string' || typeof previsao !== 'string') return undefined;
  return Math.round((Date.parse(previsao) - Date.parse(data)) / DAY_MS);
}

/** A reason that counts talents per cargo (motivo "considerar quantidade…") enforces the limit. */
async function checkLimit({ trx, scope, data, id }: HookContext): Promise<void> {
  const motivo = await companyQuery(trx, scope)
    .selectFrom('motivo_solicitacao')
    .select('considerar_qtd_colaboradores_por_cargo as considerar')
    .where('id', '=', referenceId(data!.motivoSolicitacao) ?? 0)
    .executeTakeFirst();
  if (!motivo?.considerar) return;
  const result = await validarLimite(
    trx,
    { empresaId: scope.empresaId, cargoId: referenceId(data!.cargo)!, areaId: referenceId(data!.areaOrganizacional)!, solicitacaoId: id },
    data!.quantidade as number,
  );
  if (!result.permitido) throw errors.validation([{ field: 'quantidade', message: result.mensagem! }]);
}

export function registerSolicitacaoPessoal(app: FastifyInstance, engine: Engine): void {
  const entity = engine.registry.get('solicitacaoPessoal');
  engine.hooks.register(entity.name, {
    async beforeWrite(context) {
      if (context.action === 'delete') return;
      const data = context.data!;
      await checkLimit(context);
      data.qtdDiasPrevisao = diasPrevisao(data.data, data.dataPrevisaoEncerramento) ?? null;
      if (context.action === 'create') {
        // Users are global: no company to scope by.
        const usuario = await context.trx.selectFrom('usuario').select('nome').where('id', '=', context.scope.usuarioId ?? 0).executeTakeFirst();
        data.solicitante = usuario?.nome ?? null;
      }
    },
    onAction({ action, body, previous }) {
      if (action === 'encerra' && typeof body.dataEncerramento === 'string' && body.dataEncerramento < String(previous.data)) {
        throw errors.validation([{ field: 'dataEncerramento', message: 'A data de encerramento não pode ser anterior à data da solicitação' }]);
      }
      if (action === 'status' && body.status === previous.status) throw actionRefused('A solicitação já está com este status.');
    },
  });

  const base = `/api/${entity.resource}`;
  const limite = {
    summary: 'Se as vagas pedidas para o cargo na área cabem no limite de colaboradores ({id}: a solicitação editada, 0 para uma nova)',
    body: 'PedidoLimiteCargo',
    response: 'AvaliacaoLimite',
  };
  // Body: the request as the form holds it (cargo, área, quantidade); {id} the request edited, 0 for a new one.
  app.post(`${base}/validarLimiteCargo/:id`, { config: { openapi: limite } }, async (request) => {
    const scope = readScope(request, entity);
    const raw = (request.params as { id: string }).id;
    const solicitacaoId = raw === '0' ? undefined : recordId(request);
    const body = request.body as PedidoLimiteCargo;
    const quantidade = body.quantidade ?? 1;
    if (solicitacaoId !== undefined) await engine.entities.get(entity, scope, solicitacaoId);
    return runInScope(scope, () =>
      validarLimite(engine.db, { empresaId: scope.empresaId, cargoId: body.cargo.id, areaId: body.areaOrganizacional.id, solicitacaoId }, quantidade),
    );
  });

  app.get(`${base}/:id/bairros`, { config: { openapi: { summary: 'Bairros da solicitação, na ordem', response: 'OptionItem[]' } } }, async (request) => {
    const scope = readScope(request, entity);
    const id = recordId(request);
    await engine.entities.get(entity, scope, id);
    // The request was read in the session's company above; its list and the (global) bairros carry no company.
    return runInScope(scope, () =>
      engine.db
        .selectFrom('solicitacao_pessoal__bairros_ids as j')
        .innerJoin('bairro as b', 'b.id', 'j.target_id')
        .select(['b.id', 'b.nome'])
        .where('j.owner_id', '=', id)
        .orderBy('j.position')
        .execute(),
    );
  });

  const anuncio = engine.registry.get('anuncio');
  app.get(`${base}/:id/anuncio`, { config: { openapi: { summary: 'O anúncio da solicitação (404 se não tiver)', response: componentOf(anuncio) } } }, async (request) => {
    const scope = readScope(request, entity);
    const id = recordId(request);
    const found = await runInScope(scope, () => companyQuery(engine.db, scope).selectFrom('anuncio').select('id').where('solicitacao_id', '=', id).executeTakeFirst());
    if (!found) throw errors.notFound();
    return engine.entities.get(anuncio, scope, found.id);
  });
}
