/**
 * Tables of the server itself, not of any declared entity: sessions, password resets and the
 * actions done on records. (The audit log is declared, `schemas/utilitario/auditoria.json`, so
 * its screen is a generic one; a file field's parts table comes with its entity.)
 */
import { systemColumns, type TableDefinition } from '../../engine/table/derive';

export const infrastructureTables: TableDefinition[] = [
  {
    // The installation's own secret (one row), made at its first start: what the server signs
    // with when CAPTCHA_SECRET is not set, kept across restarts (a class's QR link of the day).
    name: 'segredo_instalacao',
    tenant: false,
    columns: [...systemColumns, { name: 'segredo', type: 'text' }],
    joins: [],
    indexes: [],
  },
  {
    name: 'sessao',
    tenant: false,
    columns: [
      ...systemColumns,
      { name: 'token_hash', type: 'text' },
      { name: 'tipo', type: 'text' },
      { name: 'usuario_id', type: 'integer' },
      { name: 'empresa_id', type: 'integer', references: 'empresa' },
      { name: 'last_seen_at', type: 'timestamp with time zone' },
    ],
    joins: [],
    indexes: [{ name: 'sessao_token_idx', columns: ['token_hash'] }],
  },
  {
    name: 'redefinicao_senha',
    tenant: false,
    columns: [
      ...systemColumns,
      { name: 'token_hash', type: 'text' },
      { name: 'tipo', type: 'text' },
      { name: 'pessoa_id', type: 'integer' },
      { name: 'empresa_id', type: 'integer', references: 'empresa' },
      { name: 'expira_em', type: 'timestamp with time zone' },
      { name: 'usado_em', type: 'timestamp with time zone' },
    ],
    joins: [],
    indexes: [{ name: 'redefinicao_senha_token_idx', columns: ['token_hash'] }],
  },
  {
    // Each declared action done on a record: who, when, and the notes and dates sent.
    name: 'acao_registro',
    tenant: true,
    columns: [
      ...systemColumns,
      { name: 'empresa_id', type: 'integer', references: 'empresa' },
      { name: 'usuario_id', type: 'integer' },
      { name: 'usuario_nome', type: 'text' },
      { name: 'entidade', type: 'text' },
      { name: 'registro_id', type: 'integer' },
      { name: 'acao', type: 'text' },
      { name: 'dados', type: 'jsonb' },
    ],
    joins: [],
    indexes: [{ name: 'acao_registro_registro_idx', columns: ['empresa_id', 'entidade', 'registro_id'] }],
  },
];
