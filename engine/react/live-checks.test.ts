import { describe, expect, it } from 'vitest';
import type { LiveCheck } from '../declaration';
import type { DataProvider } from './data-provider';
import { confirmChecks } from './live-checks';
import type { ConfirmOptions } from './shell-kit';

const checks: LiveCheck[] = [
  { path: '/limite/{id}', watch: ['cargo'], field: 'cargo' },
  { path: '/aviso/{id}', watch: ['data'], field: 'data', confirm: true },
];

/** A provider answering each path's warning, and the calls it got. */
function provider(mensagem?: string) {
  const calls: { path: string; body: unknown }[] = [];
  const request = async (_method: string, path: string, options: { body?: unknown }) => {
    calls.push({ path, body: options.body });
    return mensagem ? { mensagem } : {};
  };
  return { calls, provider: { request } as unknown as DataProvider };
}

function asking(answer: boolean) {
  const asked: ConfirmOptions[] = [];
  return { asked, confirm: async (options: ConfirmOptions) => (asked.push(options), answer) };
}

describe('checks perguntados ao gravar (confirm)', () => {
  it('só os de confirm, com os valores gravados; a mensagem vira a pergunta e o não impede a gravação', async () => {
    const { calls, provider: p } = provider('O talento Ana é membro da CIPA com estabilidade até 09/03/2028.');
    const nao = asking(false);
    expect(await confirmChecks(p, nao.confirm, checks, '7', { cargo: 3, data: '2026-01-02' })).toBe(false);
    expect(calls).toEqual([{ path: '/aviso/7', body: { data: '2026-01-02' } }]);
    expect(nao.asked).toEqual([
      { header: 'Atenção', message: 'O talento Ana é membro da CIPA com estabilidade até 09/03/2028. Deseja continuar?', confirmText: 'Continuar', cancelText: 'Voltar' },
    ]);
    expect(await confirmChecks(p, asking(true).confirm, checks, undefined, { data: '2026-01-02' })).toBe(true);
    expect(calls.at(-1)!.path).toBe('/aviso/0');
  });

  it('sem mensagem, ou com um valor vigiado vazio, grava sem perguntar', async () => {
    const semAviso = provider();
    const quieto = asking(false);
    expect(await confirmChecks(semAviso.provider, quieto.confirm, checks, '7', { data: '2026-01-02' })).toBe(true);
    const comAviso = provider('Aviso.');
    expect(await confirmChecks(comAviso.provider, quieto.confirm, checks, '7', { data: '' })).toBe(true);
    expect(comAviso.calls).toEqual([]);
    expect(quieto.asked).toEqual([]);
  });
});
