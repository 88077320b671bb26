/**
 * The demo's performance evaluation (issue 14 item 6): a model of tipo D, and "Avaliação de
 * Desempenho 2026" over the people of the área with most talents that has a responsável —
 * gestores and autoavaliação filled from the area tree, released, answered through the same
 * store as a real answer: every gestor's answer, and one autoavaliação in five (a few only
 * partially). The demo employee user (Colaboradora Demonstração) is one of its avaliadores,
 * with answers still to give.
 *
 * It also evaluates the competences of the cargo, so it has a Nine Box: the gestores' grades
 * spread each third of the avaliados by potencial over low, medium and high desempenho, and the
 * company's Nine Box configuration puts its potencial limits between those thirds — talents in
 * every box.
 */
import { sql } from 'kysely';
import { runAction } from '../../../server/crud/actions';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { perguntasDoModelo } from '../questionario/modelos';
import type { Resposta } from '../questionario/questionario.api';
import { PROPRIEDADE, chave } from '../../cargo-salario/competencias/competencia';
import { niveisDaUltimaAvaliacao } from '../../cargo-salario/competencias/talento';
import { competenciasDoAvaliado } from './competencias';
import type { NivelDado } from './desempenho.api';
import { gravarRespostasDoPar, parDoParticipante } from './respostas';

const USUARIO_COLABORADOR = '33174439280';

const MODELO = {
  titulo: 'Avaliação de Desempenho Anual',
  tipo: 'D',
  percentualMinimoAprovacao: 60,
  observacao: 'Avalie o colega pelo que viu no último ano de trabalho.',
  perguntas: [
    { texto: 'Entrega o que combina, no prazo combinado.', tipo: 4, notaMinima: 1, notaMaxima: 5, obrigatoria: true, peso: 2, aspecto: 'Resultados' },
    { texto: 'Qualidade do trabalho entregue.', tipo: 1, obrigatoria: true, peso: 1, aspecto: 'Resultados', respostas: [{ texto: 'Abaixo do esperado', peso: 0 }, { texto: 'Dentro do esperado', peso: 1 }, { texto: 'Acima do esperado', peso: 2 }] },
    { texto: 'Colabora com a equipe e compartilha o que sabe.', tipo: 4, notaMinima: 1, notaMaxima: 5, obrigatoria: true, peso: 1, aspecto: 'Comportamento' },
    { texto: 'O que o avaliado pode melhorar?', tipo: 3, obrigatoria: false, peso: 1, aspecto: 'Comportamento' },
  ],
};

/** The answers of the n-th pair at a level of desempenho (0 low, 1 medium, 2 high: 0 %, 50 %, 100 %). */
function respostasDo(n: number, nivel: number, perguntas: { id: number; tipo: number }[]): Resposta[] {
  const [prazo, qualidade, equipe, melhorar] = perguntas;
  return [
    { perguntaId: prazo!.id, tipoId: prazo!.tipo, nota: 1 + nivel * 2 },
    { perguntaId: qualidade!.id, tipoId: qualidade!.tipo, respostaId: 1 + nivel },
    { perguntaId: equipe!.id, tipoId: equipe!.tipo, nota: 1 + nivel * 2 },
    { perguntaId: melhorar!.id, tipoId: melhorar!.tipo, comentario: n % 2 ? 'Organizar melhor as prioridades da semana.' : 'Continuar como está.' },
  ];
}

/**
 * Each avaliado's level of desempenho: the avaliados with a potencial in three thirds by it,
 * and in each third the levels in turn — and the potencial limits between the thirds.
 */
function distribuir(posicoes: { colaboradorId: number; potencial: number | null }[]) {
  const comPotencial = posicoes.filter((p): p is { colaboradorId: number; potencial: number } => p.potencial !== null).sort((a, b) => a.potencial - b.potencial || a.colaboradorId - b.colaboradorId);
  const terco = Math.ceil(comPotencial.length / 3);
  const nivel = new Map(comPotencial.map((p, i) => [p.colaboradorId, i % 3]));
  // A limit is the greatest potencial of its third (low up to the low limit), kept inside 1..99 and in order.
  const limite = (i: number, minimo: number) => Math.min(98, Math.max(minimo, Math.floor(comPotencial[Math.min(i, comPotencial.length - 1)]?.potencial ?? minimo)));
  const baixo = limite(terco - 1, 1);
  const alto = Math.max(baixo + 1, limite(2 * terco - 1, 2));
  return { nivel, limites: { percentualBaixoPotencial: baixo, percentualAltoPotencial: alto } };
}

/**
 * The levels a gestor gives the avaliado: those of the talent's own latest assessment (the
 * required level where it has none), and the potencial they make.
 */
async function niveisDoGestor(engine: Engine, scope: Scope, avaliadoId: number): Promise<{ niveis: NivelDado[]; potencial: number | null }> {
  const db = engine.database.owner;
  const grade = await competenciasDoAvaliado(engine, db, scope, avaliadoId, true, []);
  if (grade.mensagem || !grade.itens.length) return { niveis: [], potencial: null };
  const nivelDe = await niveisDaUltimaAvaliacao(db, scope, avaliadoId);
  const peso = new Map(grade.escala.map((n) => [n.nivelCompetencia.id, n.ordem]));
  let dado = 0;
  let exigido = 0;
  const niveis = grade.itens.map((c): NivelDado => {
    const nivelId = nivelDe.get(chave(c.tipoCompetencia, c.id)) ?? c.nivelExigido!.id;
    dado += peso.get(nivelId) ?? 0;
    exigido += peso.get(c.nivelExigido!.id) ?? 0;
    return { tipoCompetencia: c.tipoCompetencia, [PROPRIEDADE[c.tipoCompetencia]]: { id: c.id }, nivelCompetencia: { id: nivelId } };
  });
  return { niveis, potencial: exigido ? Math.min(100, (dado * 100) / exigido) : null };
}

export async function seedDemoDesempenho(engine: Engine, empresaId: number): Promise<void> {
  const db = engine.database.owner;
  const scope: Scope = { empresaId, usuarioId: 1 };
  const q = companyQuery(db, scope);
  const area = await q
    .selectFrom(['area_organizacional as ar', 'colaborador as c'])
    .whereRef('c.area_organizacional_id', '=', 'ar.id')
    .where('c.data_desligamento', 'is', null)
    .where('ar.id', 'in', db.selectFrom('area_organizacional__responsaveis').select('owner_id'))
    .select(['ar.id', sql<number>`count(*)`.as('talentos')])
    .groupBy('ar.id')
    .orderBy('talentos', 'desc')
    .orderBy('ar.id')
    .limit(1)
    .executeTakeFirst();
  if (!area) return;

  const modelo = await engine.entities.create(engine.registry.get('modeloAvaliacao'), scope, MODELO);
  const entity = engine.registry.get('avaliacaoDesempenho');
  const ano = new Date().getFullYear();
  const avaliacao = await engine.entities.create(entity, scope, {
    titulo: `Avaliação de Desempenho ${ano}`,
    tipo: '1.0',
    dataIni: `${ano}-01-01`,
    dataFim: `${ano}-12-31`,
    modeloAvaliacao: { id: modelo.id },
    permiteAutoAvaliacao: true,
    anonima: false,
    avaliarCompetenciasCargo: true,
  });
  const acao = (name: string, body: unknown) => runAction(engine, entity, entity.actions!.find((a) => a.name === name)!, scope, avaliacao.id, body);
  await acao('preencher-participantes', { preencherPor: 'A', areasIds: [area.id], preencheAvaliadosLideres: true, geraAutoavaliacao: true });
  await acao('liberar', {});

  const pares = await q
    .selectFrom('participante_avaliacao_desempenho as p')
    .select(['p.id', 'p.avaliado_id', 'p.avaliador_id', 'p.tipo'])
    .where('p.avaliacao_desempenho_id', '=', avaliacao.id)
    .where('p.avaliador_id', 'is not', null)
    .orderBy('p.id')
    .execute();
  // The employee user evaluates someone and has not answered: the first pair's avaliador.
  const colaboradora = pares[0]!.avaliador_id!;
  const usuario = await db.selectFrom('usuario').select('id').where('cpf', '=', USUARIO_COLABORADOR).executeTakeFirst();
  if (usuario) await engine.entities.change(engine.registry.get('colaborador'), scope, colaboradora, { usuario: { id: usuario.id } });

  const perguntas = await perguntasDoModelo(engine, db, empresaId, modelo.id);
  const avaliados = [...new Set(pares.map((p) => p.avaliado_id!))];
  const doGestor = new Map<number, Awaited<ReturnType<typeof niveisDoGestor>>>();
  for (const avaliadoId of avaliados) doGestor.set(avaliadoId, await niveisDoGestor(engine, scope, avaliadoId));
  const { nivel, limites } = distribuir(avaliados.map((colaboradorId) => ({ colaboradorId, potencial: doGestor.get(colaboradorId)!.potencial })));
  await engine.entities.create(engine.registry.get('nineBox'), scope, { data: `${ano}-01-01`, ...limites });
  await db.transaction().execute(async (trx) => {
    for (const [n, p] of pares.entries()) {
      if (p.avaliador_id === colaboradora || (p.tipo !== 'L' && n % 5)) continue;
      const parcial = p.tipo !== 'L' && n % 25 === 10;
      const respostas = respostasDo(n, p.tipo === 'L' ? (nivel.get(p.avaliado_id!) ?? n % 3) : n % 3, perguntas).slice(0, parcial ? 2 : 4);
      // Every avaliador gives the levels the talent's record has (none where the faixa requires none).
      const { niveis } = doGestor.get(p.avaliado_id!)!;
      await gravarRespostasDoPar(engine, trx, scope, await parDoParticipante(trx, scope, p.id), { respostas, competencias: parcial ? niveis.slice(0, 1) : niveis }, parcial);
    }
  });
}
