/**
 * The integrity check of one company: every check of the registry (references, histories,
 * establishments) run in turn over that company's rows. The shell's icon asks only whether
 * one exists (stopping at the first); the report lists them.
 */
import { sql } from 'kysely';
import type { Registry } from '../../../engine/registry/registry';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';
import { verificacaoDeEstabelecimentos } from './empresas';
import { verificacoesDeHistoricos } from './historicos';
import type { Inconsistencia } from './integridade.api';
import { verificacoesDeReferencias } from './referencias';
import type { Contexto, Verificacao } from './verificacao';

/** Of each check, at most this many records in the report: enough to see the pattern, a bounded file. */
const POR_VERIFICACAO = 200;

export class Verificador {
  private readonly verificacoes: Verificacao[];

  constructor(
    private readonly engine: Engine,
    registry: Registry,
  ) {
    this.verificacoes = [verificacaoDeEstabelecimentos(registry), ...verificacoesDeReferencias(registry), ...verificacoesDeHistoricos(registry)];
  }

  private contexto(empresaId: number): Contexto {
    const owner = this.engine.database.owner;
    return { empresaId, owner, q: companyQuery(owner, { empresaId }) };
  }

  /** One statement: the shell asks at each load, and the embedded database answers one at a time. */
  async existem(empresaId: number): Promise<boolean> {
    const contexto = this.contexto(empresaId);
    const row = await contexto.owner
      .selectNoFrom(({ or, exists }) => or(this.verificacoes.map((v) => exists(v.consulta(contexto).clearSelect().select(sql.lit(1).as('um'))))).as('existem'))
      .executeTakeFirstOrThrow();
    return row.existem === true;
  }

  async listar(empresaId: number): Promise<Inconsistencia[]> {
    const contexto = this.contexto(empresaId);
    const todas: Inconsistencia[] = [];
    for (const { tipo, cadastro, consulta, achado } of this.verificacoes) {
      const rows = await consulta(contexto).limit(POR_VERIFICACAO).execute();
      for (const row of rows) todas.push({ tipo, cadastro, ...achado(row) });
    }
    return todas;
  }
}
