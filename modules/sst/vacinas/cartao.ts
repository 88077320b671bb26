/**
 * A talent's vaccination card in the database: one vacinacao row per dose of each vaccine on it,
 * made when the first dose is registered. `sincronizar` keeps a vaccine's rows as its schedule
 * says (a row per dose, the pending ones past the schedule dropped, every due date recomputed);
 * `registrarProxima` gives the next dose due; `ler` answers the card. Everything reads and
 * writes through the company's scoped builder and the engine's service.
 */
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { today } from '../../../engine/validation/brazilian';
import type { FilterDeclaration } from '../../../engine/declaration';
import { ordinal } from './erros';
import { datasPrevistas, situacaoDaDose, situacaoDaVacina, type DoseDoEsquema } from './esquema';
import type { CartaoVacinacao, DoseRegistrada, VacinaDoCartao } from './vacinas.api';

const texto = (valor: unknown): string | null => (valor === null || valor === undefined ? null : String(valor));

/** The record's name in lists and the audit trail: "Ana Souza: Hepatite B, 2ª dose". */
export const descricaoDaDose = (talento: string, vacina: string, numero: number) => `${talento}: ${vacina}, ${ordinal(numero)}`.slice(0, 250);

export class CartoesDeVacinacao {
  private readonly entidade;
  private readonly situacao: FilterDeclaration;

  constructor(private readonly engine: Engine) {
    this.entidade = engine.registry.get('vacinacao');
    this.situacao = this.entidade.filters!.find((filtro) => filtro.name === 'situacao')!;
  }

  /** The vaccine's name and schedule (undefined for another company's). */
  async esquema(db: Db, scope: Scope, vacinaId: number): Promise<{ nome: string; quantidadeDoses: number; doses: DoseDoEsquema[] } | undefined> {
    const q = companyQuery(db, scope);
    const vacina = await q.selectFrom('vacina').select(['nome', 'quantidade_doses']).where('id', '=', vacinaId).executeTakeFirst();
    if (!vacina) return undefined;
    const doses = await q.selectFrom('dose_vacina').select(['numero_dose', 'dias_proxima_dose']).where('owner_id', '=', vacinaId).orderBy('numero_dose').execute();
    return {
      nome: String(vacina.nome),
      quantidadeDoses: Number(vacina.quantidade_doses),
      doses: doses.map((dose) => ({ numeroDose: Number(dose.numero_dose), diasProximaDose: dose.dias_proxima_dose === null ? null : Number(dose.dias_proxima_dose) })),
    };
  }

  /** The talent's rows of the vaccine, in dose order. */
  private linhas(db: Db, scope: Scope, colaboradorId: number, vacinaId: number) {
    return companyQuery(db, scope)
      .selectFrom('vacinacao')
      .select(['id', 'numero_dose', 'data_prevista', 'data_realizacao'])
      .where('colaborador_id', '=', colaboradorId)
      .where('vacina_id', '=', vacinaId)
      .orderBy('numero_dose')
      .execute();
  }

  /** The talents who have the vaccine on their card. */
  async talentosCom(db: Db, scope: Scope, vacinaId: number): Promise<number[]> {
    const rows = await companyQuery(db, scope).selectFrom('vacinacao').select('colaborador_id').distinct().where('vacina_id', '=', vacinaId).execute();
    return rows.map((row) => Number(row.colaborador_id));
  }

  /** Makes the talent's rows of the vaccine follow its schedule: missing doses added, pending ones past it dropped, due dates recomputed. */
  async sincronizar(trx: Db, scope: Scope, colaboradorId: number, vacinaId: number): Promise<void> {
    const linhas = await this.linhas(trx, scope, colaboradorId, vacinaId);
    const esquema = await this.esquema(trx, scope, vacinaId);
    if (!linhas.length || !esquema) return;
    const realizacoes = new Map(linhas.filter((l) => l.data_realizacao !== null).map((l) => [Number(l.numero_dose), String(l.data_realizacao)]));
    const previstas = datasPrevistas(esquema.doses, realizacoes);
    const existentes = new Set(linhas.map((l) => Number(l.numero_dose)));
    const faltando = esquema.doses.filter((dose) => !existentes.has(dose.numeroDose));
    if (faltando.length) {
      const talento = await companyQuery(trx, scope).selectFrom('colaborador').select('nome').where('id', '=', colaboradorId).executeTakeFirstOrThrow();
      await this.engine.entities.insertManyIn(
        trx,
        this.entidade,
        scope,
        faltando.map(({ numeroDose }) => ({
          data: {
            colaborador: { id: colaboradorId },
            vacina: { id: vacinaId },
            numeroDose,
            dataPrevista: previstas.get(numeroDose) ?? null,
            descricao: descricaoDaDose(String(talento.nome), esquema.nome, numeroDose),
          },
        })),
      );
    }
    const sobrando = linhas.filter((l) => Number(l.numero_dose) > esquema.quantidadeDoses && l.data_realizacao === null).map((l) => l.id);
    if (sobrando.length) {
      await this.engine.entities.deleteSelectedIn(trx, this.entidade, scope, ['numeroDose', 'dataPrevista'], companyQuery(trx, scope).selectFrom('vacinacao').select('id').where('id', 'in', sobrando));
    }
    const mudadas = linhas
      .filter((l) => !sobrando.includes(l.id) && (previstas.get(Number(l.numero_dose)) ?? null) !== texto(l.data_prevista))
      .map((l) => ({ id: l.id, changes: { dataPrevista: previstas.get(Number(l.numero_dose)) ?? null } }));
    await this.engine.entities.changeManyIn(trx, this.entidade, scope, mudadas);
  }

  /**
   * Gives the talent the next dose due of the vaccine (the first, when it is not on the card yet),
   * through the service, so the vaccination's rules run; 0 when every dose was already taken.
   */
  async registrarProxima(trx: Db, scope: Scope, colaboradorId: number, esquema: { quantidadeDoses: number }, dose: DoseRegistrada): Promise<number> {
    const linhas = await this.linhas(trx, scope, colaboradorId, dose.vacinaId);
    const valores = { dataRealizacao: dose.dataRealizacao, lote: dose.lote };
    if (!linhas.length) {
      await this.engine.entities.insertIn(trx, this.entidade, scope, { colaborador: { id: colaboradorId }, vacina: { id: dose.vacinaId }, numeroDose: 1, ...valores });
      return 1;
    }
    const proxima = linhas.find((l) => l.data_realizacao === null && Number(l.numero_dose) <= esquema.quantidadeDoses);
    if (!proxima) return 0;
    await this.engine.entities.changeIn(trx, this.entidade, scope, proxima.id, valores);
    return Number(proxima.numero_dose);
  }

  /** The talent's card: each vaccine on it with its doses, their states and its status (404 for another company's talent). */
  async ler(db: Db, scope: Scope, colaboradorId: number): Promise<CartaoVacinacao | undefined> {
    const q = companyQuery(db, scope);
    const talento = await q
      .selectFrom('colaborador as c')
      .leftJoin(q.table('area_organizacional', 'a'), (join) => join.onRef('a.id', '=', 'c.area_organizacional_id'))
      .leftJoin(q.table('cargo', 'g'), (join) => join.onRef('g.id', '=', 'c.cargo_id'))
      .select(['c.id', 'c.nome', 'a.nome as area', 'g.nome as cargo'])
      .where('c.id', '=', colaboradorId)
      .executeTakeFirst();
    if (!talento) return undefined;
    const linhas = await q
      .selectFrom('vacinacao as v')
      .innerJoin(q.table('vacina', 'x'), (join) => join.onRef('x.id', '=', 'v.vacina_id'))
      .select(['v.id', 'v.version', 'v.vacina_id', 'x.nome as vacina', 'x.quantidade_doses', 'v.numero_dose', 'v.data_prevista', 'v.data_realizacao', 'v.lote'])
      .where('v.colaborador_id', '=', colaboradorId)
      .orderBy('x.nome')
      .orderBy('v.vacina_id')
      .orderBy('v.numero_dose')
      .execute();
    const hoje = today();
    const vacinas: VacinaDoCartao[] = [];
    for (const linha of linhas) {
      let vacina = vacinas.at(-1);
      if (vacina?.vacinaId !== linha.vacina_id) {
        vacina = { vacinaId: Number(linha.vacina_id), vacina: String(linha.vacina), status: '', vacinacoes: [] };
        vacinas.push(vacina);
      }
      const dose = { dataPrevista: texto(linha.data_prevista), dataRealizacao: texto(linha.data_realizacao) };
      vacina.vacinacoes.push({ id: linha.id, version: Number(linha.version), numeroDose: Number(linha.numero_dose), ...dose, lote: texto(linha.lote), situacao: situacaoDaDose(dose, this.situacao) });
      const quantidadeDoses = Number(linha.quantidade_doses);
      const recebidas = vacina.vacinacoes.filter((d) => d.dataRealizacao !== null).length;
      const primeiraPendente = vacina.vacinacoes.find((d) => d.dataRealizacao === null)?.dataPrevista ?? null;
      vacina.status = situacaoDaVacina({ quantidadeDoses, recebidas, primeiraPendente }, hoje);
    }
    return { colaborador: { id: talento.id, nome: String(talento.nome), areaOrganizacional: texto(talento.area), cargo: texto(talento.cargo) }, vacinas };
  }
}
