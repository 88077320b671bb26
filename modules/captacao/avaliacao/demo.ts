/**
 * Demo answers to candidate evaluations (`server/demo/demo-avaliacoes.json`), stored through
 * the same service as a real answer, so the list and the report show results on first start.
 */
import { readFileSync } from 'node:fs';
import type { Engine } from '../../../server/engine';
import { companyQuery } from '../../../server/db/scoped-query';
import { AvaliacaoCandidatoService } from './candidato';
import type { Resposta } from '../../avaliacao/questionario/questionario.api';
import { perguntasDoModelo } from '../../avaliacao/questionario/modelos';

interface DemoResposta extends Omit<Resposta, 'perguntaId' | 'tipoId'> {
  /** Position of the question in the model (1 = first asked). */
  pergunta: number;
}

interface DemoAvaliacao {
  candidato: string;
  solicitacao: string;
  modelo: string;
  respostas: DemoResposta[];
}

export async function seedDemoAvaliacoes(engine: Engine, companyIds: number[]): Promise<void> {
  const file = JSON.parse(readFileSync(new URL('../../../server/demo/demo-avaliacoes.json', import.meta.url), 'utf8')) as Record<string, DemoAvaliacao[] | string>;
  const service = new AvaliacaoCandidatoService(engine);
  for (const [company, list] of Object.entries(file)) {
    if (typeof list === 'string') continue; // $comment
    const empresaId = companyIds[Number(company) - 1]!;
    for (const demo of list) {
      const scoped = companyQuery(engine.database.owner, { empresaId });
      const { candidatoId, solicitacaoId, modeloId } = await engine.database.owner
        .selectNoFrom([
          scoped.selectFrom('candidato').select('id').where('nome', '=', demo.candidato).limit(1).as('candidatoId'),
          scoped.selectFrom('solicitacao_pessoal').select('id').where('descricao', '=', demo.solicitacao).limit(1).as('solicitacaoId'),
          scoped.selectFrom('modelo_avaliacao').select('id').where('titulo', '=', demo.modelo).limit(1).as('modeloId'),
        ])
        .executeTakeFirstOrThrow();
      const ids = candidatoId && solicitacaoId && modeloId && { candidatoId, solicitacaoId, modeloId };
      if (!ids) throw new Error(`demo: avaliação sem candidato, solicitação ou modelo: ${demo.candidato}`);
      const perguntas = await perguntasDoModelo(engine, engine.database.owner, empresaId, ids.modeloId);
      const respostas = demo.respostas.map(({ pergunta, ...resposta }) => ({ ...resposta, perguntaId: perguntas[pergunta - 1]!.id, tipoId: perguntas[pergunta - 1]!.tipo }));
      await service.responder({ empresaId, usuarioId: 1 }, { ...ids, respostas, respondidoPor: 'R', substituir: true });
    }
  }
}
