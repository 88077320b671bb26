/**
 * `GET /api/areas-organizacionais/organogramas` (spec 02 §7): the company's areas as a tree —
 * the areas shown in the chart (`exibirOrganograma`), each with its responsáveis, co-responsáveis
 * and head counts; `?ativa=true` only active areas, `?areaOrganizacionalId=` the branch under one.
 * `GET /api/areas-organizacionais/areas-maes?areaId=`: the areas that may be the mother of one (not
 * itself, nor one below it).
 */
import type { FastifyInstance } from 'fastify';
import type { OptionItem } from '../../../engine/api-types';
import { queryInteger } from '../../../server/crud/path-id';
import { readScope } from '../../../server/crud/request-scope';
import { runInScope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';
import type { Printer } from '../../../server/server-module';
import type { PrintedTreeNode } from '../../../server/reports/render-input';
import { contentDisposition } from '../../../server/reports/service';
import type { Scope } from '../../../server/db/tenant-context';
import { errors } from '../../../server/errors';
import type { AreaOrganizacionalRegistro } from '../../../generated/entities';
import type { AreaNoOrganograma, PessoaDaArea } from './areas.api';
import { filhasPorMae } from '../../../engine/widgets/area-tree';
import { areasDaEmpresa, descendentes } from './hierarquia';

/** An area as the engine lists it, with the properties the chart reads (a partial view). */
type AreaLida = Pick<AreaOrganizacionalRegistro, 'id' | 'nome' | 'descricaoHierarquia' | 'ativo' | 'exibirOrganograma' | 'responsaveis' | 'coResponsaveis'> & { areaMae?: { id: number } | null };


export function registerOrganograma(app: FastifyInstance, engine: Engine, printer: Printer): void {
  const area = engine.registry.get('areaOrganizacional');
  const base = `/api/${area.resource}`;

  app.get(`${base}/organogramas`, { config: { openapi: { summary: 'As áreas da empresa em árvore, com responsáveis e quantidade de talentos (?ativa=true: só as ativas; ?areaOrganizacionalId=: o ramo de uma área)', response: 'AreaNoOrganograma[]' } } }, async (request) =>
    organograma(engine, readScope(request, area), request.query as PedidoDeOrganograma),
  );

  app.get(`${base}/relatorio`, { config: { openapi: { summary: 'O organograma em PDF (os mesmos parâmetros de /organogramas)', response: 'arquivo' } } }, async (request, reply) => {
    const scope = readScope(request, area);
    const arvore = await organograma(engine, scope, request.query as PedidoDeOrganograma);
    const file = await printer.renderTree(scope, 'Organograma', arvore.map(impressa));
    return reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition('Organograma.pdf')).header('cache-control', 'no-store').send(file);
  });

  app.get(`${base}/areas-maes`, { config: { openapi: { summary: 'As áreas que podem ser a área mãe de uma área (?areaId=): nem ela mesma, nem uma abaixo dela', response: 'OptionItem[]' } } }, async (request) => {
    const scope = readScope(request, area);
    const areaId = queryInteger((request.query as { areaId?: string }).areaId);
    const areas = await runInScope(scope, () => areasDaEmpresa(engine.db, scope));
    const fora = new Set(areaId === undefined ? [] : [areaId, ...descendentes(areas, areaId)]);
    const opcoes = (await engine.entities.list(area, scope, { unpaged: true, resumido: true })) as OptionItem[];
    return opcoes.filter((opcao) => !fora.has(Number(opcao.id)));
  });
}

/** `?ativa=true`: only active areas; `?areaOrganizacionalId=`: the branch under one. */
type PedidoDeOrganograma = { ativa?: string; areaOrganizacionalId?: string };

const talentos = (n: number) => `${n} ${n === 1 ? 'talento' : 'talentos'}`;
const juntos = (pessoas: PessoaDaArea[]) => pessoas.map((p) => p.nome).join(', ');
/** An area as the PDF prints it: its people under its name, its head counts at the right. */
function impressa(area: AreaNoOrganograma): PrintedTreeNode {
  return {
    title: area.ativo ? area.nome : `${area.nome} (inativa)`,
    lines: [...(area.responsaveis.length ? [`Responsáveis: ${juntos(area.responsaveis)}`] : []), ...(area.coResponsaveis.length ? [`Co-responsáveis: ${juntos(area.coResponsaveis)}`] : [])],
    aside: area.filhas.length ? `${talentos(area.quantidadeColaboradores)} · ${area.quantidadeTotal} no total` : talentos(area.quantidadeColaboradores),
    children: area.filhas.map(impressa),
  };
}

/** The areas shown in the chart as a tree, with their people and head counts. */
async function organograma(engine: Engine, scope: Scope, query: PedidoDeOrganograma): Promise<AreaNoOrganograma[]> {
  const area = engine.registry.get('areaOrganizacional');
  const colaborador = engine.registry.get('colaborador');
  const raiz = query.areaOrganizacionalId === undefined ? undefined : queryInteger(query.areaOrganizacionalId);
  if (query.areaOrganizacionalId !== undefined && raiz === undefined) throw errors.badRequest('Área organizacional inválida.');
  const campos = 'nome,descricaoHierarquia,areaMae,ativo,exibirOrganograma,responsaveis,coResponsaveis';
  const lidas = (await engine.entities.list(area, scope, { unpaged: true, campos })) as unknown as { content: AreaLida[] };
  const opcoes = (await engine.entities.list(colaborador, scope, { unpaged: true, resumido: true })) as OptionItem[];
  const pessoas = new Map(opcoes.map((item) => [Number(item.id), { id: Number(item.id), nome: String(item.nome ?? '') }]));
  const contagem = await runInScope(scope, () =>
    companyQuery(engine.db, scope)
      .selectFrom('colaborador')
      .select((eb) => ['area_organizacional_id as areaId', eb.fn.countAll<number>().as('total')])
      .where('data_desligamento', 'is', null)
      .groupBy('area_organizacional_id')
      .execute(),
  );
  const porArea = new Map(contagem.map((row) => [row.areaId, Number(row.total)]));
  const nomes = (ids: number[] = []): PessoaDaArea[] => ids.flatMap((id) => pessoas.get(id) ?? []);
  const mostradas = lidas.content
    .filter((lida) => lida.exibirOrganograma !== false && (query.ativa !== 'true' || lida.ativo !== false))
    .map((lida) => ({ ...lida, nome: lida.nome ?? '', areaMaeId: lida.areaMae?.id ?? null }));
  // An area whose mother is not shown hangs from the top; sisters in name order.
  const filhasDe = filhasPorMae(mostradas);
  const no = (lida: (typeof mostradas)[number]): AreaNoOrganograma => {
    const filhas = (filhasDe.get(lida.id) ?? []).map(no);
    const proprios = porArea.get(lida.id) ?? 0;
    return {
      id: lida.id,
      nome: lida.nome,
      descricaoHierarquia: lida.descricaoHierarquia ?? lida.nome,
      ativo: lida.ativo !== false,
      responsaveis: nomes(lida.responsaveis),
      coResponsaveis: nomes(lida.coResponsaveis),
      quantidadeColaboradores: proprios,
      quantidadeTotal: proprios + filhas.reduce((soma, filha) => soma + filha.quantidadeTotal, 0),
      filhas,
    };
  };
  if (raiz === undefined) return (filhasDe.get(null) ?? []).map(no);
  const escolhida = mostradas.find((lida) => lida.id === raiz);
  if (!escolhida) throw errors.notFound();
  return [no(escolhida)];
}
