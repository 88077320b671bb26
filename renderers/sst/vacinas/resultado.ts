/** What a vaccination tells the user: who got which dose, and who had the vaccine complete already. */
import type { ResultadoVacinacao } from '../../../modules/sst/vacinas/vacinas.api';

export function mensagemDaVacinacao({ vacinados, completos }: ResultadoVacinacao): string {
  const feitos = vacinados.length === 1 ? '1 talento vacinado' : `${vacinados.length} talentos vacinados`;
  if (completos.length === 0) return `${feitos}.`;
  const nomes = completos.map((c) => c.nome).join(', ');
  return `${feitos}; ${completos.length === 1 ? 'já tinha a vacina completa, sem mudança' : 'já tinham a vacina completa, sem mudança'}: ${nomes}.`;
}
