/**
 * Demo dismissals: the company's motivos, an exit interview model of several question types, and
 * five talents dismissed over the past year — through the talent's own Desligar action, each with
 * its interview answered — so the lists, the turnover and the reports have something to show.
 */
import { sql } from 'kysely';
import { daysAfter, today } from '../../../engine/validation/brazilian';
import { runAction } from '../../../server/crud/actions';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { perguntasDoModelo } from '../../avaliacao/questionario/modelos';
import { TIPO_PERGUNTA } from '../../avaliacao/questionario/pontuacao';
import type { Resposta } from '../../avaliacao/questionario/questionario.api';
import { salvarRespostas } from '../../avaliacao/questionario/respostas-colaborador';
import { TIPO_ENTREVISTA } from './entrevista';

const MOTIVOS = ['Pedido de demissão', 'Dispensa sem justa causa', 'Término de contrato de experiência', 'Aposentadoria', 'Dispensa por justa causa'];
const alternativas = (...textos: string[]) => textos.map((texto) => ({ texto, peso: 0 }));
const PERGUNTAS = [
  { texto: 'Principal motivo da saída', tipo: TIPO_PERGUNTA.OBJETIVA, obrigatoria: true, peso: 0, aspecto: 'Saída', respostas: alternativas('Salário', 'Crescimento profissional', 'Liderança', 'Motivos pessoais') },
  { texto: 'O que mais valorizava na empresa', tipo: TIPO_PERGUNTA.MULTIPLA_ESCOLHA, obrigatoria: false, peso: 0, aspecto: 'Empresa', respostas: alternativas('Ambiente de trabalho', 'Benefícios', 'Treinamentos', 'Estabilidade') },
  { texto: 'Relação com a liderança imediata', tipo: TIPO_PERGUNTA.NOTA, obrigatoria: true, peso: 1, aspecto: 'Liderança', notaMinima: 1, notaMaxima: 5 },
  { texto: 'Clareza das suas atribuições', tipo: TIPO_PERGUNTA.NOTA, obrigatoria: true, peso: 1, aspecto: 'Trabalho', notaMinima: 1, notaMaxima: 5 },
  { texto: 'Remuneração em relação ao mercado', tipo: TIPO_PERGUNTA.NOTA, obrigatoria: true, peso: 1, aspecto: 'Remuneração', notaMinima: 1, notaMaxima: 5 },
  { texto: 'Voltaria a trabalhar conosco?', tipo: TIPO_PERGUNTA.OBJETIVA, obrigatoria: true, peso: 0, aspecto: 'Saída', respostas: alternativas('Sim', 'Talvez', 'Não') },
  { texto: 'Sugestões para a empresa', tipo: TIPO_PERGUNTA.SUBJETIVA, obrigatoria: false, peso: 0, aspecto: 'Empresa' },
];
/** Days before today of each dismissal: spread over the past year. */
const DIAS_ATRAS = [20, 75, 140, 215, 300];
const SUGESTOES = ['Plano de carreira mais claro.', 'Rever a faixa salarial do cargo.', 'Mais treinamentos práticos.', 'Feedback mais frequente da liderança.', 'Manter o bom ambiente.'];

function respostasDemo(perguntas: Awaited<ReturnType<typeof perguntasDoModelo>>, semente: number): Resposta[] {
  return perguntas.map((p, i) => {
    const base = { perguntaId: p.id, tipoId: p.tipo };
    if (p.tipo === TIPO_PERGUNTA.NOTA) return { ...base, nota: 1 + ((semente + i) % 5) };
    if (p.tipo === TIPO_PERGUNTA.OBJETIVA) return { ...base, respostaId: 1 + ((semente + i) % (p.respostas?.length ?? 1)) };
    if (p.tipo === TIPO_PERGUNTA.MULTIPLA_ESCOLHA) return { ...base, respostasIds: [1 + (semente % 2), 3] };
    return { ...base, comentario: SUGESTOES[semente % SUGESTOES.length] };
  });
}

export async function seedDemoDesligamentos(engine: Engine, empresaId: number): Promise<void> {
  const scope: Scope = { empresaId, usuarioId: 1 };
  const db = engine.database.owner;
  const motivos = [];
  for (const descricao of MOTIVOS) motivos.push(await engine.entities.create(engine.registry.get('motivoDesligamento'), scope, { descricao }));
  const modelo = await engine.entities.create(engine.registry.get('modeloAvaliacao'), scope, {
    titulo: 'Entrevista de desligamento',
    tipo: TIPO_ENTREVISTA,
    observacao: 'Conversa com o RH no último dia do talento: o que o levou a sair e o que a empresa pode melhorar.',
    perguntas: PERGUNTAS,
  });
  const perguntas = await runInScope(scope, () => perguntasDoModelo(engine, db, empresaId, modelo.id));
  const colaborador = engine.registry.get('colaborador');
  const desligar = colaborador.actions!.find((a) => a.name === 'desligar')!;
  const escolhidos = new Set<number>();
  for (const [i, dias] of DIAS_ATRAS.entries()) {
    const data = daysAfter(today(), -dias);
    // An active talent whose history all lies before the date (the dismissal is their last entry).
    const talento = await runInScope(scope, () =>
      companyQuery(db, scope)
        .selectFrom('colaborador as c')
        .select(['c.id', 'c.nome'])
        .where('c.data_desligamento', 'is', null)
        .where('c.data_admissao', '<', data)
        .where((eb) => eb.not(eb.exists(companyQuery(db, scope).selectFrom('historico_colaborador as h').select('h.id').where('h.owner_id', '=', sql.ref<number>('c.id')).where('h.data', '>=', data))))
        .orderBy('c.id', 'desc')
        .execute(),
    ).then((linhas) => linhas.find((l) => !escolhidos.has(l.id)));
    if (!talento) continue;
    escolhidos.add(talento.id);
    await runAction(engine, colaborador, desligar, scope, talento.id, { data, motivo: { id: motivos[i % motivos.length]!.id }, observacao: i === 0 ? 'Aceitou proposta de outra empresa.' : undefined });
    await runInScope(scope, () =>
      db.transaction().execute((trx) =>
        salvarRespostas(engine, trx, scope, {
          contexto: { colaboradorId: talento.id, avaliadorId: null },
          modeloId: modelo.id,
          respostas: respostasDemo(perguntas, i),
          parcial: false,
          descricao: `Entrevista de desligamento — ${talento.nome}`,
        }),
      ),
    );
  }
}
