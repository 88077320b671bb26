/**
 * The calls of the talents' answered questionnaires beyond the generic list, read and delete:
 * printing one (spec 02 §7 "imprimir-avaliacao-respondida").
 */
import type { FastifyInstance } from 'fastify';
import { formatDate } from '../../../engine/format/dates';
import { recordId } from '../../../server/crud/routes';
import { readScope } from '../../../server/crud/request-scope';
import { runInScope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { contentDisposition } from '../../../server/reports/service';
import type { Printer } from '../../../server/server-module';
import { documentoDoQuestionario } from './impressao';
import { PROPRIEDADE, TIPOS_DE_COMPETENCIA, type TipoCompetencia } from '../../cargo-salario/competencias/competencia';
import type { RespostaPontuada } from './pontuacao';

/** A reference as read: its id and its target's summary (`nome`, `titulo`). */
type Nome = Record<string, unknown> | null | undefined;
interface Respondido {
  descricao: string;
  colaborador?: Nome;
  avaliador?: Nome;
  modelo?: Nome;
  data: string;
  respondidoParcialmente?: boolean;
  percentual?: number | null;
  aprovado?: boolean | null;
  respostas?: RespostaPontuada[];
  avaliacaoCompetencias?: { id: number } | null;
}

/** A row of a talent's competence assessment, as read (references with their names). */
interface LinhaDeNivel {
  tipoCompetencia: TipoCompetencia;
  conhecimento?: Nome;
  habilidade?: Nome;
  atitude?: Nome;
  nivelCompetencia?: Nome;
  nivelExigido?: Nome;
}

const nomeDe = (ref: Nome) => String(Object.entries(ref ?? {}).find(([key]) => key !== 'id')?.[1] ?? '');

export function registerQuestionarios(app: FastifyInstance, engine: Engine, printer: Printer): void {
  const entity = engine.registry.get('colaboradorQuestionario');
  app.get(
    `/api/${entity.resource}/:id/pdf`,
    { config: { openapi: { summary: 'O questionário respondido em PDF (?agruparPorAspecto=true, ?modoEconomico=true: uma linha por pergunta)', response: 'arquivo' } } },
    async (request, reply) => {
      const scope = readScope(request, entity);
      const query = request.query as { agruparPorAspecto?: string; modoEconomico?: string };
      const registro = (await runInScope(scope, () => engine.entities.get(entity, scope, recordId(request)))) as unknown as Respondido;
      const cabecalho = [
        { label: 'Avaliado', value: nomeDe(registro.colaborador) },
        { label: 'Avaliador', value: nomeDe(registro.avaliador) },
        { label: 'Modelo de avaliação', value: nomeDe(registro.modelo) },
        { label: 'Data', value: formatDate(registro.data) },
        { label: 'Situação', value: registro.respondidoParcialmente ? 'Respondido parcialmente' : 'Respondido' },
        { label: 'Percentual', value: typeof registro.percentual === 'number' ? `${registro.percentual.toLocaleString('pt-BR')}%` : '' },
        { label: 'Resultado', value: registro.aprovado === true ? 'Aprovado' : registro.aprovado === false ? 'Reprovado' : '' },
      ];
      const opcoes = { agruparPorAspecto: query.agruparPorAspecto === 'true', modoEconomico: query.modoEconomico === 'true' };
      // The levels a final answer gave the avaliado's competences (performance evaluations).
      const avaliacao = registro.avaliacaoCompetencias
        ? ((await runInScope(scope, () => engine.entities.get(engine.registry.get('configuracaoNivelCompetenciaColaborador'), scope, registro.avaliacaoCompetencias!.id))) as unknown as { competencias?: LinhaDeNivel[] })
        : undefined;
      const niveis = (avaliacao?.competencias ?? []).map((l) => ({
        competencia: `${nomeDe(l[PROPRIEDADE[l.tipoCompetencia]])} (${TIPOS_DE_COMPETENCIA[l.tipoCompetencia]})`,
        exigido: nomeDe(l.nivelExigido),
        dado: nomeDe(l.nivelCompetencia),
      }));
      const file = await printer.renderDocument(scope, documentoDoQuestionario(registro.descricao, cabecalho, registro.respostas ?? [], opcoes, niveis));
      return reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition(`questionario-${recordId(request)}.pdf`)).header('cache-control', 'no-store').send(file);
    },
  );
}
