/**
 * The occurrences' demo in the first demo company: the types and providências a company starts
 * with, and forty occurrences over the past year on its active talents, about two in three with
 * a providência — so the list, the report's default month and the dashboards' counts have rows.
 * Through the engine, so each occurrence takes its talent's estabelecimento, área and cargo.
 */
import { daysAfter, today } from '../../../engine/validation/brazilian';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';

const TIPOS = [
  { descricao: 'Atraso', gravidade: 1 },
  { descricao: 'Falta injustificada', gravidade: 2 },
  { descricao: 'Uso indevido de EPI', gravidade: 3 },
  { descricao: 'Conduta inadequada', gravidade: 3 },
  { descricao: 'Elogio de cliente', gravidade: 1 },
  { descricao: 'Acidente sem afastamento', gravidade: 4 },
];

const PROVIDENCIAS = ['Conversa com o gestor', 'Advertência verbal', 'Advertência escrita', 'Suspensão', 'Treinamento de reciclagem'];

const OBSERVACOES = [
  'Chegou 40 minutos depois do início do turno.',
  'Não apresentou justificativa no dia seguinte.',
  'Encontrado sem óculos de proteção na linha de produção.',
  'Discussão com colega registrada pela supervisão.',
  'Cliente elogiou o atendimento por e-mail.',
  'Corte superficial na mão, atendido no ambulatório.',
];

export async function seedDemoOcorrencias(engine: Engine, empresaId: number, hoje: string = today()): Promise<void> {
  const scope: Scope = { empresaId, usuarioId: 1 };
  const entity = (name: string) => engine.registry.get(name);
  await runInScope(scope, async () => {
    const talentos = await companyQuery(engine.db, scope).selectFrom('colaborador').select('id').where('data_desligamento', 'is', null).orderBy('id').limit(12).execute();
    if (!talentos.length) return;
    const tipos = await engine.entities.createAll(entity('tipoOcorrencia'), scope, [...TIPOS.map((t) => ({ ...t, ativo: true })), { descricao: 'Uso de crachá de outro setor', gravidade: 1, ativo: false }]);
    const providencias = await engine.entities.createAll(entity('providencia'), scope, PROVIDENCIAS.map((descricao) => ({ descricao })));
    const ocorrencias = Array.from({ length: 40 }, (_, n) => {
      const tipo = (n * 5 + 1) % TIPOS.length;
      const dataIni = daysAfter(hoje, -((n * 9 + (n % 4)) % 360) - 1);
      // Most of the old ones have a providência; the newest ones are still waiting for one.
      const providencia = n % 3 === 2 ? undefined : providencias[(n + tipo) % providencias.length];
      return {
        colaborador: { id: talentos[(n * 7) % talentos.length]!.id },
        tipoOcorrencia: { id: tipos[tipo]!.id },
        dataIni,
        ...(tipo === 5 ? { dataFim: daysAfter(dataIni, 2) } : {}),
        observacao: OBSERVACOES[tipo],
        ...(providencia ? { providencia: { id: providencia.id } } : {}),
      };
    });
    await engine.entities.createAll(entity('colaboradorOcorrencia'), scope, ocorrencias);
  });
}
