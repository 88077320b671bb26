import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { consumeResetToken, createResetToken, resetTokenValid } from '../../server/auth/password-reset';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

const owner = { kind: 'candidato' as const, pessoaId: 41, empresaId: 1 };

describe('links de redefinição de senha', () => {
  it('valem uma vez; só o hash fica no banco', async () => {
    const token = await createResetToken(t.engine.db, owner);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const { rows } = await sql<{ token_hash: string }>`select token_hash from redefinicao_senha`.execute(t.engine.database.owner);
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect(await resetTokenValid(t.engine.db, token)).toBe(true);
    expect(await consumeResetToken(t.engine.db, token)).toEqual(owner);
    expect(await consumeResetToken(t.engine.db, token)).toBeNull();
    expect(await resetTokenValid(t.engine.db, token)).toBe(false);
    expect(await consumeResetToken(t.engine.db, 'inventado')).toBeNull();
  });

  it('um pedido novo anula os anteriores; vencidos não valem', async () => {
    const first = await createResetToken(t.engine.db, owner);
    const second = await createResetToken(t.engine.db, owner);
    expect(await consumeResetToken(t.engine.db, first)).toBeNull();
    await sql`update redefinicao_senha set expira_em = now() - interval '1 minute'`.execute(t.engine.database.owner);
    expect(await consumeResetToken(t.engine.db, second)).toBeNull();
  });
});
