import { describe, expect, it } from 'vitest';
import { rascunhoTalento, valoresPorNome } from './talento-rascunho';

const talento = {
  type: 'object',
  properties: {
    nome: { type: 'string' },
    cpf: { type: 'string' },
    sexo: { type: 'string' },
    email: { type: 'string' },
    cargo: { 'x-reference': 'cargo' },
    salario: { type: 'number' },
    dataAdmissao: { type: 'string' },
    candidato: { 'x-reference': 'candidato' },
    endereco: { type: 'object', properties: { cep: { type: 'string' }, cidade: { 'x-reference': 'cidade' } } },
    matricula: { type: 'string' },
    calculado: { type: 'string', readOnly: true },
  },
};

const candidato = {
  id: 9,
  nome: 'Bruno',
  pessoal: { cpf: '52601815906', sexo: 'M' },
  contato: { email: 'b@x.com' },
  endereco: { cep: '60160230', cidade: { id: 2304400, nome: 'Fortaleza' } },
  calculado: 'não copiar',
};
const solicitacao = { id: 3, cargo: { id: 4, nome: 'Analista' }, sexo: 'I', remuneracao: 4200, descricao: 'Vaga' };
const vinculo = { id: 7, dataContratacao: '2025-07-10' };

describe('rascunho do talento de um candidato contratado', () => {
  it('copia o que tem o mesmo nome, também de dentro dos grupos do candidato e em grupos de mesmo nome', () => {
    expect(valoresPorNome(talento, [candidato])).toEqual({
      nome: 'Bruno',
      cpf: '52601815906',
      sexo: 'M',
      email: 'b@x.com',
      endereco: { cep: '60160230', cidade: { id: 2304400, nome: 'Fortaleza' } },
    });
  });

  it('da solicitação só as referências do cargo; contratação e remuneração escritas à mão', () => {
    const draft = rascunhoTalento(talento, { vinculo, candidato: { ...candidato, pessoal: { cpf: '1' } }, solicitacao });
    expect(draft).toMatchObject({ cargo: { id: 4, nome: 'Analista' }, salario: 4200, dataAdmissao: '2025-07-10', candidato: { id: 9, nome: 'Bruno' } });
    // The request's "Indiferente" is a requirement of the job, not the person's sex.
    expect(draft.sexo).toBeUndefined();
    expect(draft).not.toHaveProperty('matricula');
    expect(draft).not.toHaveProperty('calculado');
  });

  it('sem remuneração na solicitação, o salário fica vazio', () => {
    expect(rascunhoTalento(talento, { vinculo, candidato, solicitacao: { cargo: { id: 4 } } })).not.toHaveProperty('salario');
  });
});
