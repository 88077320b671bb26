/**
 * What a talent's S-2240 would say on a date, from the registers (brief item 1): the exposure of
 * `exposicaoNaData` (talent → environment → the eSocial groups covering it → their risk items),
 * the environment's `infoAmb` and the function's activities on that date, and who keeps the
 * environmental records then (health professionals with a "Registros ambientais" contract in force).
 * Undefined when there is nothing to report: no environment, or no eSocial group with risk items covering it.
 */
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import type { CondicaoAmbientalRegistro } from '../../../generated/entities';
import { exposicaoNaData, historicoNaData, type GrupoExposto } from '../grupos-homogeneos/exposicao';
import { FINALIDADES_ESOCIAL } from '../grupos-homogeneos/finalidade';
import { atividadesNaData, infoAmbNaData } from './ambiente-do-evento';
import type { EntradaS2240, ItemRiscoS2240, ResponsavelRegistros } from './entrada';
import { AUSENCIA_DE_AGENTE } from './xml';

/** The event's content but its dates and identity; "the exposure is equal" compares all but `responsaveis` (see linha-do-tempo.ts). */
export type DadosDaExposicao = Pick<EntradaS2240, 'ambiente' | 'dscAtivDes' | 'riscos' | 'responsaveis'>;

/** The eSocial's `ideOC` is 1 CRM, 4 CREA or 9 others (named by `dscOC`); CRO and RMS go as others. */
const SIGLA_DO_ORGAO: Record<number, string> = { 2: 'CRO', 3: 'RMS' };

const idDe = (valor: unknown): number | undefined => (typeof valor === 'number' ? valor : (valor as { id?: number } | null | undefined)?.id);

type Condicao = GrupoExposto['condicoes'][number];

async function itemDeRisco(db: Db, scope: Scope, condicao: Condicao): Promise<ItemRiscoS2240 | undefined> {
  const agenteId = idDe(condicao.atividadePerigosaInsalubre);
  const agente = agenteId === undefined ? undefined : await db.selectFrom('agente_nocivo').select('codigo').where('id', '=', agenteId).executeTakeFirst();
  if (!agente?.codigo) return undefined;
  const episIds = ((condicao.epis ?? []) as unknown[]).map(idDe).filter((id): id is number => id !== undefined);
  const epis = episIds.length
    ? await companyQuery(db, scope).selectFrom('epi').select(['id', 'nome', 'numero_ca']).where('id', 'in', episIds).orderBy('id').execute()
    : [];
  const c = condicao as CondicaoAmbientalRegistro;
  return {
    atividadePerigosaInsalubre: { id: agenteId, codigo: agente.codigo },
    descricao: c.descricao ?? undefined,
    tipoAvaliacao: (c.tipoAvaliacao ?? undefined) as ItemRiscoS2240['tipoAvaliacao'],
    unidadeMedida: c.unidadeMedida ?? undefined,
    tecnicaMedicao: c.tecnicaMedicao ?? undefined,
    intensidadeConcentracao: c.intensidadeConcentracao ?? undefined,
    limiteTolerancia: c.limiteTolerancia ?? undefined,
    numeroProcessoJudicial: c.numeroProcessoJudicial ?? undefined,
    utilizaEpc: (c.utilizaEpc ?? undefined) as ItemRiscoS2240['utilizaEpc'],
    epcEficaz: (c.epcEficaz ?? undefined) as ItemRiscoS2240['epcEficaz'],
    utilizaEpi: (c.utilizaEpi ?? undefined) as ItemRiscoS2240['utilizaEpi'],
    epiEficaz: (c.epiEficaz ?? undefined) as ItemRiscoS2240['epiEficaz'],
    epis: epis.map((epi) => ({ nome: epi.nome ?? undefined, numeroCA: epi.numero_ca ?? '' })),
    medProtecao: (c.medProtecao ?? undefined) as ItemRiscoS2240['medProtecao'],
    condFuncto: (c.condFuncto ?? undefined) as ItemRiscoS2240['condFuncto'],
    usoInint: (c.usoInint ?? undefined) as ItemRiscoS2240['usoInint'],
    przValid: (c.przValid ?? undefined) as ItemRiscoS2240['przValid'],
    periodicTroca: (c.periodicTroca ?? undefined) as ItemRiscoS2240['periodicTroca'],
    higienizacao: (c.higienizacao ?? undefined) as ItemRiscoS2240['higienizacao'],
  };
}

/**
 * The agents of the event: "ausência de agente nocivo" (09.01.001) goes alone, once, and only when
 * no other agent is there — a group's PGR-only items (accident, ergonomic) carry that code too.
 */
function agentesDoEvento(itens: ItemRiscoS2240[]): ItemRiscoS2240[] {
  const agentes = itens.filter((item) => item.atividadePerigosaInsalubre.codigo !== AUSENCIA_DE_AGENTE);
  if (agentes.length) return agentes;
  const ausencia = itens[0];
  return ausencia ? [{ atividadePerigosaInsalubre: ausencia.atividadePerigosaInsalubre }] : [];
}

/** Health professionals with a "Registros ambientais" contract in force on `data`, as the event's `respReg`. */
async function responsaveisNaData(db: Db, scope: Scope, data: string): Promise<ResponsavelRegistros[]> {
  const linhas = await companyQuery(db, scope)
    .selectFrom('contrato_profissional as c')
    .innerJoin('profissional_saude as p', 'p.id', 'c.owner_id')
    .leftJoin('estado as e', 'e.id', 'p.uf_id')
    .select(['p.id', 'p.cpf', 'p.orgao_de_classe', 'p.sigla_orgao_de_classe', 'p.numero_inscricao', 'e.sigla as uf'])
    .where('c.tipo_contrato', '=', 'REGISTROS_AMBIENTAIS')
    .where('c.inicio', '<=', data)
    .where((eb) => eb.or([eb('c.fim', 'is', null), eb('c.fim', '>=', data)]))
    .orderBy('p.id')
    .execute();
  const vistos = new Set<number>();
  return linhas.flatMap((linha) => {
    if (!linha.cpf || vistos.has(linha.id)) return [];
    vistos.add(linha.id);
    const orgao = linha.orgao_de_classe ?? 9;
    const ideOC = orgao === 1 || orgao === 4 ? orgao : 9;
    return [
      {
        cpf: linha.cpf,
        ideOC,
        dscOC: ideOC === 9 ? (linha.sigla_orgao_de_classe ?? SIGLA_DO_ORGAO[orgao]) : undefined,
        nrOC: linha.numero_inscricao ?? undefined,
        ufOC: linha.uf ?? undefined,
      } satisfies ResponsavelRegistros,
    ];
  });
}

export async function dadosDaExposicaoNaData(engine: Engine, scope: Scope, colaboradorId: number, data: string, db: Db): Promise<DadosDaExposicao | undefined> {
  const exposicao = await exposicaoNaData(engine, scope, colaboradorId, data, db);
  const grupos = exposicao.grupos.filter((grupo) => FINALIDADES_ESOCIAL.has(String(grupo.grupoHomogeneo.finalidade)));
  if (exposicao.ambienteId === undefined || grupos.length === 0) return undefined;
  const ambiente = await infoAmbNaData(engine, scope, exposicao.ambienteId, data, db);
  if (!ambiente) return undefined;
  const funcao = await historicoNaData(db, scope, colaboradorId, data);
  const atividades = funcao?.funcao_id ? await atividadesNaData(engine, scope, funcao.funcao_id, data, db) : undefined;
  const itens: ItemRiscoS2240[] = [];
  for (const grupo of grupos)
    for (const condicao of grupo.condicoes) {
      const item = await itemDeRisco(db, scope, condicao);
      if (item) itens.push(item);
    }
  if (!itens.length) return undefined;
  return {
    ambiente,
    // Without a function the layout's required activities stay empty: "Gerar XML" then shows the XSD's refusal on the event.
    dscAtivDes: atividades?.trim() ?? '',
    riscos: agentesDoEvento(itens),
    responsaveis: await responsaveisNaData(db, scope, data),
  };
}
