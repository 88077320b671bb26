/**
 * Suggestions for a cargo's description: what the assistant knows of the cargo (its CBO — its
 * salary ranges' one, else the occupation its name matches —, the family's other occupations, its
 * area, the company's most similar cargo) is the model's prompt or, offline, the suggestion itself.
 */
import type { Db } from '../../server/db/database';
import { companyQuery } from '../../server/db/scoped-query';
import type { Scope } from '../../server/db/tenant-context';
import { familiaDe, ocupacaoPorId, ocupacaoPorNome, ocupacoesDaFamilia, palavras, type Ocupacao } from './cbo';
import { CAMPOS_CARGO } from './formularios';
import type { Conversa } from './modelo';

type CampoCargo = (typeof CAMPOS_CARGO)[number];

interface CargoParecido {
  nome: string;
  textos: Partial<Record<CampoCargo, string>>;
}

export interface ContextoCargo {
  nome: string;
  area?: string;
  ocupacao?: Ocupacao;
  familia?: Ocupacao;
  outrasOcupacoes: string[];
  parecido?: CargoParecido;
}

const COLUNAS = { missao: 'missao', responsabilidades: 'responsabilidades', complementoConhecimento: 'complemento_conhecimento', complementoHabilidade: 'complemento_habilidade', complementoAtitude: 'complemento_atitude' } as const satisfies Record<CampoCargo, string>;

/** The company's cargo (another one) sharing most words with the name and with some text to lend; ties go to the same CBO family. */
async function cargoParecido(db: Db, scope: Scope, nome: string, cargoId: number | undefined, familia: string | undefined): Promise<CargoParecido | undefined> {
  const procuradas = new Set(palavras(nome));
  if (!procuradas.size) return undefined;
  const company = companyQuery(db, scope);
  let query = company
    .selectFrom('cargo')
    .select(['id', 'nome', ...Object.values(COLUNAS)])
    .select((eb) => eb.selectFrom(company.table('faixa_salarial', 'f')).innerJoin('cbo', 'cbo.id', 'f.cbo_id').whereRef('f.cargo_id', '=', 'cargo.id').select('cbo.codigo').orderBy('f.id').limit(1).as('cbo'))
    .where((eb) => eb.or(Object.values(COLUNAS).map((coluna) => eb(coluna, 'is not', null))));
  if (cargoId !== undefined) query = query.where('id', '<>', cargoId);
  const rows = await query.orderBy('id').limit(500).execute();
  const pontos = (row: (typeof rows)[number]) => palavras(row.nome ?? '').filter((word) => procuradas.has(word)).length * 2 + (familia && row.cbo?.startsWith(familia) ? 1 : 0);
  const melhor = rows.filter((row) => palavras(row.nome ?? '').some((word) => procuradas.has(word))).sort((a, b) => pontos(b) - pontos(a))[0];
  if (!melhor) return undefined;
  const textos = Object.fromEntries(Object.entries(COLUNAS).flatMap(([campo, coluna]) => (melhor[coluna]?.trim() ? [[campo, melhor[coluna].trim()]] : [])));
  return { nome: melhor.nome ?? '', textos };
}

export async function contextoCargo(db: Db, scope: Scope, pedido: { nome: string; cargoId?: number; areaId?: number }): Promise<ContextoCargo> {
  const company = companyQuery(db, scope);
  const faixa = pedido.cargoId === undefined ? undefined : await company.selectFrom('faixa_salarial').select('cbo_id').where('cargo_id', '=', pedido.cargoId).where('cbo_id', 'is not', null).orderBy('id').executeTakeFirst();
  const ocupacao = faixa?.cbo_id ? await ocupacaoPorId(db, faixa.cbo_id) : await ocupacaoPorNome(db, pedido.nome);
  const area = pedido.areaId === undefined ? undefined : await company.selectFrom('area_organizacional').select('nome').where('id', '=', pedido.areaId).executeTakeFirst();
  const familia = ocupacao && familiaDe(ocupacao.codigo);
  return {
    nome: pedido.nome,
    area: area?.nome ?? undefined,
    ocupacao,
    familia,
    outrasOcupacoes: ocupacao ? await ocupacoesDaFamilia(db, ocupacao.codigo) : [],
    parecido: await cargoParecido(db, scope, pedido.nome, pedido.cargoId, familia?.codigo),
  };
}

export function conversaCargo(contexto: ContextoCargo): Conversa {
  const linhas = [
    `Cargo: ${contexto.nome}.`,
    contexto.area && `Área organizacional: ${contexto.area}.`,
    contexto.ocupacao && `Ocupação da CBO 2002: ${contexto.ocupacao.codigo} – ${contexto.ocupacao.titulo}.`,
    contexto.familia && `Família ocupacional: ${contexto.familia.codigo} – ${contexto.familia.titulo}${contexto.outrasOcupacoes.length ? ` (outras ocupações: ${contexto.outrasOcupacoes.join('; ')})` : ''}.`,
    contexto.parecido && `Um cargo parecido da empresa, "${contexto.parecido.nome}", tem: ${JSON.stringify(contexto.parecido.textos)}.`,
    'Sugira a missão, as responsabilidades (uma por linha) e os complementos de conhecimentos, habilidades e atitudes deste cargo.',
  ];
  return {
    sistema: 'Você é o Assistente RH, especialista em descrição de cargos no Brasil. Responda somente com o JSON pedido, em português do Brasil, em textos objetivos.',
    usuario: linhas.filter(Boolean).join('\n'),
  };
}

/** Without a model: the similar cargo's texts, and what the CBO says for the rest; each field within its declared length. */
export function sugestaoCargoOffline(contexto: ContextoCargo, maximo: (campo: CampoCargo) => number | undefined): Record<CampoCargo, string> {
  const { nome, area, ocupacao, familia, outrasOcupacoes, parecido } = contexto;
  const ondeAtua = area ? ` na área ${area}` : '';
  const daFamilia = familia ? `da família ocupacional ${familia.titulo.toLowerCase()} (CBO ${familia.codigo})` : `de ${nome.toLowerCase()}`;
  const doCbo: Record<CampoCargo, string> = {
    missao: `Exercer as atribuições de ${(ocupacao?.titulo ?? nome).toLowerCase()}${ondeAtua}, contribuindo para os resultados da empresa.`,
    responsabilidades: [
      `Executar as atividades ${daFamilia}${ondeAtua}.`,
      outrasOcupacoes.length ? `Apoiar as ocupações relacionadas: ${outrasOcupacoes.join('; ').toLowerCase()}.` : undefined,
      'Zelar pelo cumprimento das normas e procedimentos da empresa.',
    ]
      .filter(Boolean)
      .join('\n'),
    complementoConhecimento: `Conhecimentos técnicos ${daFamilia}.`,
    complementoHabilidade: 'Organização, comunicação clara e resolução de problemas.',
    complementoAtitude: 'Ética, comprometimento e cooperação com a equipe.',
  };
  return Object.fromEntries(
    CAMPOS_CARGO.map((campo) => {
      const texto = parecido?.textos[campo] ?? doCbo[campo];
      const limite = maximo(campo);
      return [campo, limite === undefined ? texto : texto.slice(0, limite)];
    }),
  ) as Record<CampoCargo, string>;
}

/** What the assistant says of an offline suggestion: that it is offline and where the texts came from. */
export function mensagemOfflineCargo(contexto: ContextoCargo): string {
  const fontes = [contexto.parecido && `do cargo "${contexto.parecido.nome}"`, contexto.ocupacao && `da CBO ${contexto.ocupacao.codigo} (${contexto.ocupacao.titulo})`].filter(Boolean);
  return `Modo offline: sugestões ${fontes.length ? fontes.join(' e ') : 'a partir do nome do cargo'}.`;
}
