/** The schemas the model must answer in come from the forms' declarations, and the offline suggestion always fits them. */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSchemaFolder, registryOf } from '../../engine/registry/schema-folder';
import { createAjv } from '../../engine/validation/ajv';
import { sugestaoCargoOffline, type ContextoCargo } from './cargo';
import { CAMPOS_CARGO, esquemaDoFormulario } from './formularios';
import { sugestaoPesquisaOffline } from './pesquisa';

const registry = registryOf(readSchemaFolder(resolve(import.meta.dirname, '../../schemas')));
const ajv = createAjv();

describe('esquemaDoFormulario', () => {
  it('cargo: os textos do cargo com o tamanho e o título declarados, todos exigidos e nenhum outro', () => {
    const esquema = esquemaDoFormulario('cargo', registry);
    const cargo = registry.get('cargo').properties;
    expect(esquema.required).toEqual([...CAMPOS_CARGO]);
    expect(esquema.additionalProperties).toBe(false);
    for (const campo of CAMPOS_CARGO) expect((esquema.properties as Record<string, object>)[campo]).toEqual({ type: 'string', minLength: 1, maxLength: cargo[campo]!.maxLength, description: cargo[campo]!.title });
  });

  it('pesquisa: perguntas com o texto e o aspecto da pergunta', () => {
    const validate = ajv.compile(esquemaDoFormulario('pesquisa', registry));
    expect(validate({ perguntas: [{ texto: 'Como você avalia a comunicação?', aspecto: 'Comunicação' }] })).toBe(true);
    expect(validate({ perguntas: [{ texto: 'Sem aspecto' }] })).toBe(false);
    expect(validate({ perguntas: [{ texto: 'x', aspecto: 'a'.repeat(101) }] })).toBe(false);
    expect(validate({ perguntas: [] })).toBe(false);
  });
});

describe('sugestões offline', () => {
  const esquema = esquemaDoFormulario('cargo', registry);
  const maximo = (campo: string) => (esquema.properties as Record<string, { maxLength?: number }>)[campo]?.maxLength;
  const validate = ajv.compile(esquema);

  it('o cargo parecido empresta seus textos; a CBO completa o resto, dentro dos tamanhos declarados', () => {
    const contexto: ContextoCargo = {
      nome: 'Analista de RH',
      ocupacao: { codigo: '252405', titulo: 'Analista de recursos humanos' },
      familia: { codigo: '2524', titulo: 'Profissionais de recursos humanos' },
      outrasOcupacoes: ['Analista de cargos e salários'],
      parecido: { nome: 'Analista de RH Pleno', textos: { missao: 'M'.repeat(5000) } },
    };
    const sugestao = sugestaoCargoOffline(contexto, maximo);
    expect(validate(sugestao)).toBe(true);
    expect(sugestao.missao).toBe('M'.repeat(4000));
    expect(sugestao.responsabilidades).toContain('CBO 2524');
    expect(sugestao.responsabilidades).toContain('analista de cargos e salários');
  });

  it('sem CBO nem cargo parecido, do nome', () => {
    expect(validate(sugestaoCargoOffline({ nome: 'Zelador', outrasOcupacoes: [] }, maximo))).toBe(true);
  });

  it('pesquisa: as perguntas da empresa primeiro, completadas pelas gerais até 3', () => {
    const perguntas = sugestaoPesquisaOffline('Liderança', ['Seu líder dá retorno?']);
    expect(perguntas).toHaveLength(3);
    expect(perguntas[0]).toEqual({ texto: 'Seu líder dá retorno?', aspecto: 'Liderança' });
    expect(ajv.validate(esquemaDoFormulario('pesquisa', registry), { perguntas })).toBe(true);
  });
});
