/**
 * Gerações: a birth year belongs to one generation at most, so the generations' year intervals
 * (an open end runs to this day) may not overlap. The declaration says each field's rules; the
 * overlap needs the other records, read in the write's transaction.
 */
import { errors } from '../../../server/errors';
import type { Engine } from '../../../server/engine';

/** Whether [inicio, fim] meets [outroInicio, outroFim]; an empty end is open. */
export function sobrepoe(inicio: number, fim: number | null | undefined, outroInicio: number, outroFim: number | null | undefined): boolean {
  return inicio <= (outroFim ?? Infinity) && outroInicio <= (fim ?? Infinity);
}

export function registerGeracoes(engine: Engine): void {
  const geracao = engine.registry.get('geracao');
  engine.hooks.register(geracao.name, {
    async beforeWrite({ trx, action, data, id }) {
      if (action === 'delete' || !data) return;
      const inicio = data.anoInicio as number;
      const fim = (data.anoFim as number | undefined) ?? null;
      // Geração is global reference data (no company column): every record counts.
      const outras = await trx.selectFrom('geracao').select(['nome', 'ano_inicio', 'ano_fim']).where('id', '!=', id ?? 0).orderBy('ano_inicio').execute();
      const conflito = outras.find((outra) => sobrepoe(inicio, fim, Number(outra.ano_inicio), outra.ano_fim));
      if (conflito) {
        throw errors.validation([{ field: 'anoInicio', message: `O intervalo de anos se sobrepõe ao da geração ${conflito.nome}.` }]);
      }
    },
  });
}
