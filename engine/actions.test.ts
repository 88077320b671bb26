/** The request's state machine as declared, judged for every pair (state, action). */
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSchemaFolder, registryOf } from './registry/schema-folder';
import { actionChanges, bulkOutcomeMessage, fillRoute, matchesCondition, refusalOf, routeFields } from './actions';

const registry = registryOf(readSchemaFolder(join(resolve(import.meta.dirname, '..'), 'schemas')));
const solicitacao = registry.get('solicitacaoPessoal');
const action = (name: string) => solicitacao.actions!.find((a) => a.name === name)!;

const states = {
  aberta: { status: 'I', suspensa: false, encerrada: false, cancelada: false },
  liberada: { status: 'A', suspensa: false, encerrada: false, cancelada: false },
  suspensa: { status: 'I', suspensa: true, encerrada: false, cancelada: false },
  encerrada: { status: 'A', suspensa: false, encerrada: true, cancelada: false },
  cancelada: { status: 'I', suspensa: false, encerrada: false, cancelada: true },
};
type State = keyof typeof states;

/** Expected answer for each pair: undefined = allowed, else the refusal message. */
const expected: Record<string, Record<State, string | undefined>> = {
  suspende: {
    aberta: undefined,
    liberada: undefined,
    suspensa: 'A solicitação já está suspensa.',
    encerrada: 'Solicitação encerrada não pode ser suspensa.',
    cancelada: 'Solicitação cancelada não pode ser suspensa.',
  },
  encerra: {
    aberta: undefined,
    liberada: undefined,
    suspensa: undefined,
    encerrada: 'A solicitação já está encerrada.',
    cancelada: 'Solicitação cancelada não pode ser encerrada.',
  },
  cancela: {
    aberta: undefined,
    liberada: undefined,
    suspensa: undefined,
    encerrada: 'Solicitação encerrada não pode ser cancelada.',
    cancelada: 'A solicitação já está cancelada.',
  },
  libera: {
    aberta: undefined,
    liberada: 'A solicitação já está liberada.',
    suspensa: undefined,
    encerrada: 'Solicitação encerrada não pode ser liberada.',
    cancelada: 'Solicitação cancelada não pode ser liberada.',
  },
  status: {
    aberta: undefined,
    liberada: undefined,
    suspensa: undefined,
    encerrada: 'Solicitação encerrada não pode ter o status alterado.',
    cancelada: 'Solicitação cancelada não pode ter o status alterado.',
  },
  reabre: {
    aberta: 'A solicitação já está aberta.',
    liberada: 'A solicitação já está aberta.',
    suspensa: undefined,
    encerrada: 'A configuração da empresa não permite reabrir solicitação encerrada.',
    cancelada: 'Solicitação cancelada não pode ser reaberta.',
  },
};

describe('máquina de estados da solicitação de pessoal', () => {
  it('declara exatamente as ações da especificação, mais os atalhos do anúncio e do processo seletivo, a impressão e a inclusão de candidatos', () => {
    expect(solicitacao.actions!.map((a) => a.name).sort()).toEqual(['anuncio', 'cancela', 'candidatos', 'encerra', 'imprimir', 'libera', 'processoSeletivo', 'reabre', 'status', 'suspende']);
  });

  for (const [name, byState] of Object.entries(expected)) {
    for (const [state, message] of Object.entries(byState)) {
      it(`${name} em solicitação ${state}: ${message ?? 'permitida'}`, () => {
        expect(refusalOf(action(name), states[state as State], { solPessoalReabrirSolicitacao: false })?.message).toBe(message);
      });
    }
  }

  it('reabrir uma encerrada depende da configuração da empresa', () => {
    expect(refusalOf(action('reabre'), states.encerrada, { solPessoalReabrirSolicitacao: true })).toBeUndefined();
    expect(refusalOf(action('reabre'), states.encerrada, {})?.message).toBe('A configuração da empresa não permite reabrir solicitação encerrada.');
  });

  it('cada ação leva ao estado esperado', () => {
    const context = { body: { dataEncerramento: '2025-05-01', obsEncerra: 'ok', obsCancelamento: 'x' }, today: '2025-05-02', userName: 'Ana' };
    expect(actionChanges(action('suspende'), context)).toEqual({ suspensa: true });
    expect(actionChanges(action('encerra'), context)).toEqual({ encerrada: true, suspensa: false, dataEncerramento: '2025-05-01', obsEncerra: 'ok' });
    expect(actionChanges(action('cancela'), context)).toEqual({ cancelada: true, suspensa: false, obsCancelamento: 'x' });
    expect(actionChanges(action('libera'), context)).toEqual({ status: 'A', liberador: 'Ana', dataStatus: '2025-05-02', observacaoLiberador: null });
    expect(actionChanges(action('reabre'), context)).toEqual({ suspensa: false, encerrada: false, dataEncerramento: null, obsEncerra: null });
  });

  it('condições: nulo casa com ausente, referência casa pelo id', () => {
    expect(matchesCondition({}, { dataDesligamento: null })).toBe(true);
    expect(matchesCondition({ cargo: { id: 3 } }, { cargo: 3 })).toBe(true);
    expect(matchesCondition({ suspensa: true }, { suspensa: false })).toBe(false);
  });
});

describe('rotas das ações', () => {
  it('preenchem o id e o de uma referência, e dizem o que leem do registro', () => {
    expect(fillRoute('/avaliacao/modelos-avaliacao/{modelo.id}?de={id}', { id: 7, modelo: { id: 12, titulo: 'X' } })).toBe('/avaliacao/modelos-avaliacao/12?de=7');
    expect(routeFields('/avaliacao/modelos-avaliacao/{modelo.id}?de={id}')).toEqual(['modelo', 'id']);
  });
});

describe('ações em lote', () => {
  const gerar = { label: 'Gerar XML' };
  it('diz em quantos registros a ação foi feita', () => {
    expect(bulkOutcomeMessage(gerar, [{ id: 1, ok: true }])).toEqual({ ok: true, message: 'Gerar XML: feito em 1 registro.' });
    expect(bulkOutcomeMessage(gerar, [{ id: 1, ok: true }, { id: 2, ok: true }])).toEqual({ ok: true, message: 'Gerar XML: feito em 2 registros.' });
  });

  it('e, com recusas, quantas e cada motivo uma vez', () => {
    const recusado = 'O XML deste evento já foi gerado.';
    expect(
      bulkOutcomeMessage(gerar, [
        { id: 1, ok: true },
        { id: 2, ok: false, message: recusado },
        { id: 3, ok: false, message: recusado },
      ]),
    ).toEqual({ ok: false, message: `Gerar XML: feito em 1 de 3 registros; 2 recusados. ${recusado}` });
  });
});
