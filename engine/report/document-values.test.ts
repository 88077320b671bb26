import { describe, expect, it } from 'vitest';
import { formatValue, isLongText } from './document-values';

const context = { summaryOf: (entity: string) => (entity === 'cargo' ? 'nome' : 'descricao') };
const show = (schema: Record<string, unknown>, value: unknown, hints = {}, listed?: Record<string, unknown>[]) => formatValue(schema, value, hints, { ...context, listed });

describe('valores de um documento', () => {
  it('vazio fica vazio; booleano Sim/Não', () => {
    for (const empty of [null, undefined, '']) expect(show({ type: 'string' }, empty)).toBe('');
    expect(show({ type: 'boolean' }, true)).toBe('Sim');
    expect(show({ type: 'boolean' }, false)).toBe('Não');
  });

  it('datas dd/MM/yyyy; instantes no horário de São Paulo', () => {
    expect(show({ type: 'string', format: 'date' }, '2025-06-02')).toBe('02/06/2025');
    expect(show({ type: 'string', format: 'date-time' }, '2025-06-02T15:30:00Z')).toBe('02/06/2025 12:30');
    expect(show({ type: 'string' }, '2025-06', { widget: 'month' })).toBe('06/2025');
  });

  it('dinheiro "R$ " pt-BR pela dica do formulário; números pt-BR; minutos como h:mm', () => {
    expect(show({ type: 'number' }, 4200, { widget: 'currency' })).toBe('R$ 4.200,00');
    expect(show({ type: 'number' }, 1234.5)).toBe('1.234,5');
    expect(show({ type: 'integer' }, 21)).toBe('21');
    expect(show({ type: 'integer' }, 510, { widget: 'hours' })).toBe('8:30');
  });

  it('códigos pelo título do oneOf, também em listas; máscaras de CPF', () => {
    const vinculo = { type: 'string', oneOf: [{ const: 'E', title: 'Emprego' }, { const: 'S', title: 'Estágio' }] };
    expect(show(vinculo, 'S')).toBe('Estágio');
    expect(show({ type: 'array', items: vinculo }, ['E', 'S'])).toBe('Emprego, Estágio');
    expect(show({ type: 'string', format: 'cpf' }, '52998224725')).toBe('529.982.247-25');
  });

  it('referências pelo resumo; listas de referências pelos registros carregados, em ordem', () => {
    expect(show({ 'x-reference': 'cargo' }, { id: 3, nome: 'Analista de RH' })).toBe('Analista de RH');
    const listed = [{ id: 9, descricao: 'Aldeota' }, { id: 4, descricao: 'Meireles' }];
    expect(show({ type: 'array', items: { type: 'integer' }, 'x-reference': 'bairro' }, [9, 4], {}, listed)).toBe('Aldeota, Meireles');
  });

  it('texto como escrito, sem interpretar; textarea é texto longo', () => {
    expect(show({ type: 'string' }, '<b>{{x}}</b> & "y"')).toBe('<b>{{x}}</b> & "y"');
    expect(isLongText({ widget: 'textarea' })).toBe(true);
    expect(isLongText({})).toBe(false);
  });
});
