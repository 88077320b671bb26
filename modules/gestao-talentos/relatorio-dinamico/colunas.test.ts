import { describe, expect, it } from 'vitest';
import { testEntity, testRegistry } from '../../../engine/registry/test-registry';
import { colunasDinamicas } from './colunas';

const cargo = testEntity('cargo');
/** The company's configuration the salary's `configIf` reads. */
const empresa = testEntity('empresa', { exibirSalario: { type: 'boolean', title: 'Exibir salário' } });
const talento = (extra: Record<string, unknown> = {}) =>
  testEntity(
    'colaborador',
    {
      dataAdmissao: { type: 'string', format: 'date', title: 'Data de admissão' },
      sexo: { type: 'string', title: 'Sexo', oneOf: [{ const: 'M', title: 'Masculino' }] },
      cargo: { title: 'Cargo', 'x-reference': 'cargo' },
      salario: { type: 'number', title: 'Salário' },
      endereco: { type: 'object', title: 'Endereço', 'x-flatten': true, properties: { cep: { type: 'string', title: 'CEP' } } },
      dataSituacao: { type: 'string', format: 'date', title: 'Situação desde' },
      ...extra,
    },
    {
      form: {
        tabs: [
          { title: 'Dados pessoais', fields: ['nome', 'sexo', 'dataAdmissao'] },
          { title: 'Lotação', fields: ['cargo', 'salario', 'endereco'] },
        ],
        fields: {
          salario: { configIf: { exibirSalario: true }, then: { widget: 'currency' }, else: { hidden: true } },
          dataSituacao: { hidden: true },
        },
      },
    },
  );

describe('colunas do relatório dinâmico', () => {
  it('cada campo do formulário, pelas abas, a referência pelo resumo, o grupo campo a campo; o oculto fica de fora', () => {
    expect(colunasDinamicas(testRegistry([empresa, cargo, talento()]), { exibirSalario: true })).toEqual([
      { chave: 'nome', titulo: 'Nome', grupo: 'Dados pessoais', formato: 'text' },
      { chave: 'sexo', titulo: 'Sexo', grupo: 'Dados pessoais', formato: 'text' },
      { chave: 'dataAdmissao', titulo: 'Data de admissão', grupo: 'Dados pessoais', formato: 'date' },
      { chave: 'cargo.nome', titulo: 'Cargo', grupo: 'Lotação', formato: 'text' },
      { chave: 'salario', titulo: 'Salário', grupo: 'Lotação', formato: 'currency' },
      { chave: 'endereco.cep', titulo: 'CEP (Endereço)', grupo: 'Lotação', formato: 'text' },
    ]);
  });

  it('a empresa que não exibe o salário não o tem como coluna', () => {
    expect(colunasDinamicas(testRegistry([empresa, cargo, talento()]), { exibirSalario: false }).map((c) => c.chave)).not.toContain('salario');
  });

  it('um campo declarado a mais vira coluna sem código (fora das abas: no grupo do talento)', () => {
    const colunas = colunasDinamicas(testRegistry([empresa, cargo, talento({ vinculo: { type: 'string', title: 'Vínculo', oneOf: [{ const: 'A', title: 'Aprendiz' }] } })]), { exibirSalario: true });
    expect(colunas.at(-1)).toEqual({ chave: 'vinculo', titulo: 'Vínculo', grupo: 'colaborador', formato: 'text' });
  });
});
