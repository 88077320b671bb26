/**
 * An evaluation's Nine Box: each avaliado with both a desempenho (questionnaire) and a
 * potencial (competences) placed in the box of the configuration in force at the evaluation's
 * end — the latest from a date up to it, or the declared defaults when none was saved. An
 * evaluation of competences only, or of the model only, has one axis: it is refused.
 */
import type { RegisteredEntity } from '../../../engine/registry/registry';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { validateBody } from '../../../server/crud/validators';
import { AppError, errors } from '../../../server/errors';
import { systemParameter } from '../../../server/system-parameters';
import { desempenhoEPotencial } from '../desempenho/resultados';
import { boxDe } from './classificar';
import { LIMITES } from './limites';
import type { BoxDoGrafico, GraficoNineBox, TalentoNoBox } from './ninebox.api';

export const SOMENTE_COMPETENCIAS = 'O Nine Box não pode ser gerado para uma avaliação somente de competências: falta o desempenho do questionário.';
export const SOMENTE_MODELO = 'O Nine Box não pode ser gerado para uma avaliação que não avalia as competências do cargo: falta o potencial.';

const BOXES = [1, 2, 3, 4, 5, 6, 7, 8, 9];

type Configuracao = GraficoNineBox['configuracao'] & Record<string, unknown>;

/** The configuration as the declaration's defaults make it, dated `data` (none saved yet). */
function padrao(entity: RegisteredEntity, data: string): Configuracao {
  return { ...validateBody(entity, { data }), id: null, data: null } as Configuracao;
}

/** The configuration in force on `data`: the latest from a date up to it, else the earliest saved, else the defaults. */
async function configuracaoNaData(engine: Engine, db: Db, scope: Scope, data: string): Promise<Configuracao> {
  const entity = engine.registry.get('nineBox');
  const emVigor = await companyQuery(db, scope)
    .selectFrom('nine_box')
    .select('id')
    .orderBy((eb) => eb.case().when('data', '<=', data).then(0).else(1).end())
    .orderBy((eb) => eb.case().when('data', '<=', data).then(eb.ref('data')).end(), 'desc')
    .orderBy('data')
    .limit(1)
    .executeTakeFirst();
  if (!emVigor) return padrao(entity, data);
  return (await engine.entities.get(entity, scope, emVigor.id, db)) as unknown as Configuracao;
}

export async function graficoDoNineBox(engine: Engine, db: Db, scope: Scope, avaliacaoId: number): Promise<GraficoNineBox> {
  const company = companyQuery(db, scope);
  const avaliacao = await company
    .selectFrom('avaliacao_desempenho')
    .select(['id', 'titulo', 'data_fim as dataFim', 'avaliar_somente_competencias as somenteCompetencias', 'avaliar_competencias_cargo as competencias'])
    .where('id', '=', avaliacaoId)
    .executeTakeFirst();
  if (!avaliacao) throw errors.notFound();
  if (avaliacao.somenteCompetencias) throw new AppError(409, 'NINE_BOX_SEM_DESEMPENHO', SOMENTE_COMPETENCIAS);
  if (!avaliacao.competencias) throw new AppError(409, 'NINE_BOX_SEM_POTENCIAL', SOMENTE_MODELO);
  const dataFim = String(avaliacao.dataFim);
  const [configuracao, posicoes, invertido] = await Promise.all([
    configuracaoNaData(engine, db, scope, dataFim),
    desempenhoEPotencial(db, scope, avaliacaoId),
    systemParameter(engine, 'inverterEixoNineBox', db),
  ]);
  const avaliados = posicoes.filter((p): p is typeof p & { desempenho: number; potencial: number } => p.desempenho !== null && p.potencial !== null);
  const nomes = new Map(
    avaliados.length
      ? (
          await company
            .selectFrom('colaborador as c')
            .leftJoin(company.table('cargo', 'g'), 'g.id', 'c.cargo_id')
            .select(['c.id', 'c.nome', 'g.nome as cargo'])
            .where(
              'c.id',
              'in',
              avaliados.map((a) => a.colaboradorId),
            )
            .execute()
        ).map((c) => [c.id, c])
      : [],
  );
  const porBox = new Map<number, TalentoNoBox[]>(BOXES.map((n) => [n, []]));
  for (const { colaboradorId, desempenho, potencial } of avaliados) {
    const talento = nomes.get(colaboradorId);
    porBox.get(boxDe(potencial, desempenho, configuracao))!.push({ id: colaboradorId, nome: talento?.nome ?? '', cargo: talento?.cargo ?? null, desempenho, potencial });
  }
  const boxes: BoxDoGrafico[] = BOXES.map((numero) => {
    const { nomeclatura, descricao } = configuracao[`box${numero}`] as { nomeclatura: string; descricao: string };
    const colaboradores = porBox.get(numero)!.sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
    return { numero, nomeclatura, descricao, quantidade: colaboradores.length, colaboradores };
  });
  const { id, data } = configuracao;
  return {
    avaliacao: { id: avaliacao.id, titulo: avaliacao.titulo ?? '', dataFim },
    configuracao: { id, data, ...Object.fromEntries(LIMITES.map((name) => [name, configuracao[name]])) } as GraficoNineBox['configuracao'],
    eixoInvertido: invertido === true,
    boxes,
    semResultado: posicoes.length - avaliados.length,
  };
}
