/**
 * The computed columns of "Resultado da Avaliação de Desempenho" (schemas/avaliacao/relatorios/
 * resultado-avaliacao.json): over each participant row `t`, its avaliado's scores as
 * resultados.ts defines them — per relation kind, overall, and the competences.
 */
import { sql } from 'kysely';
import type { ReportCode } from '../../../server/reports/query';
import { desempenhoDoAvaliado, fimDaAvaliacao, potencialDoAvaliado } from './resultados';

export const resultadoAvaliacao: ReportCode = {
  extend({ db, scope }) {
    const avaliacao = sql.ref('t.avaliacao_desempenho_id');
    const avaliado = sql.ref('t.avaliado_id');
    const media = (tipo?: 'R' | 'U' | 'L' | 'A' | 'P') => desempenhoDoAvaliado(db, scope, avaliacao, avaliado, tipo);
    return {
      columns: {
        gestores: media('L'),
        pares: media('P'),
        liderados: media('A'),
        outros: media('R'),
        autoavaliacao: media('U'),
        desempenho: media(),
        competencias: potencialDoAvaliado(db, scope, avaliado, fimDaAvaliacao(db, scope, avaliacao)),
      },
    };
  },
};
