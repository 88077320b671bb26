import { describe, expect, it } from 'vitest';
import type { ActionDeclaration } from '../declaration';
import { allowedActions } from './record-actions';
import { etapaSeletiva } from './test-fixtures';

const actions: ActionDeclaration[] = [
  { name: 'suspende', label: 'Suspender', refusals: [{ when: { suspensa: true }, message: 'Já suspensa.' }] },
  { name: 'anuncio', label: 'Anúncio', open: '/captacao/anuncios?solicitacaoId={id}' },
  { name: 'imprimir', label: 'Imprimir', download: 'pdf' },
];
const names = (list: ActionDeclaration[]) => list.map((a) => a.name);

describe('ações oferecidas a um registro', () => {
  it('quem só lê abre telas e imprime, sem alterar', () => {
    expect(names(allowedActions({ ...etapaSeletiva, actions, can: { read: true, write: false } }, { id: 1, suspensa: false }))).toEqual(['anuncio', 'imprimir']);
  });

  it('quem altera vê as transições que o registro permite agora', () => {
    const entity = { ...etapaSeletiva, actions };
    expect(names(allowedActions(entity, { id: 1, suspensa: false }))).toEqual(['suspende', 'anuncio', 'imprimir']);
    expect(names(allowedActions(entity, { id: 1, suspensa: true }))).toEqual(['anuncio', 'imprimir']);
  });
});
