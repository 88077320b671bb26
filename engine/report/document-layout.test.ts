/** The personnel request's document laid out from a record, against the real declarations. */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSchemaFolder, registryOf } from '../registry/schema-folder';
import { HISTORY_COLUMNS, layOutDocument, type DocumentBlock, type DocumentData, type LaidOutDocument } from './document-layout';

const registry = registryOf(readSchemaFolder(resolve(import.meta.dirname, '../../schemas')));
const document = registry.documents.find((d) => d.name === 'solicitacao-pessoal')!;

const record = {
  id: 12,
  descricao: 'Analista de RH',
  data: '2025-06-02',
  quantidade: 2,
  cargo: { id: 1, nome: 'Analista de RH' },
  vinculo: 'E',
  remuneracao: 4200,
  horasDiariasPrevistas: 480,
  bairrosIds: [5, 3],
  colaboradoresSubstituidosIds: [7],
  infoComplementares: 'Experiência com recrutamento.',
  status: 'A',
  suspensa: false,
  solicitante: 'Ana Souza',
  liberador: null,
};

function data(overrides: Partial<DocumentData> = {}): DocumentData {
  return {
    record,
    listed: {
      bairrosIds: [{ id: 5, nome: 'Meireles' }, { id: 3, nome: 'Aldeota' }],
      colaboradoresSubstituidosIds: [{ id: 7, nome: 'Carlos Pereira', matricula: '0102', dataAdmissao: '2020-01-15', cargo: { id: 2, nome: 'Desenvolvedor' } }],
    },
    related: { 'anuncio.solicitacao': [{ id: 1, titulo: 'Vaga de RH', exibirModuloExterno: true, descricao: 'Venha trabalhar conosco.' }] },
    history: [{ acao: 'suspende', label: 'Suspender', usuarioNome: 'Ana Souza', data: '2025-06-20T13:00:00Z', dados: { observacao: 'Sem orçamento', dataSuspensao: '2025-06-20' } }],
    config: { solPessoalExibirSalario: true, solPessoalExibirColabSubstituido: true },
    options: { historico: true, anuncio: true, assinaturas: true },
    ...overrides,
  };
}

const section = (laid: LaidOutDocument, title: string) => laid.sections.find((s) => s.title === title);
const pairs = (blocks: DocumentBlock[] | undefined) => Object.fromEntries((blocks ?? []).flatMap((b) => (b.kind === 'fields' ? b.pairs.map((p) => [p.label, p.value]) : [])));

describe('documento da solicitação de pessoal', () => {
  it('título com o número; pares com os títulos do esquema e valores formatados; vazios de fora', () => {
    const laid = layOutDocument(document, registry, data());
    expect(laid.title).toBe('Solicitação de Pessoal Nº 12');
    expect(pairs(section(laid, 'Dados da vaga')?.blocks)).toEqual({
      Descrição: 'Analista de RH',
      'Data da solicitação': '02/06/2025',
      'Número de vagas': '2',
      Cargo: 'Analista de RH',
      Vínculo: 'Emprego',
      Remuneração: 'R$ 4.200,00',
      'Horas diárias previstas': '8:00',
      Solicitante: 'Ana Souza',
    });
    expect(pairs(section(laid, 'Dados complementares')?.blocks)).toEqual({ Bairros: 'Meireles, Aldeota' });
    expect(section(laid, 'Dados complementares')?.blocks).toContainEqual({ kind: 'text', label: 'Informações complementares', text: 'Experiência com recrutamento.' });
    expect(pairs(section(laid, 'Situação')?.blocks)).toEqual({ Status: 'Aprovada', Suspensa: 'Não' });
  });

  it('tabelas: talentos substituídos com as colunas do talento; histórico com as observações sob os títulos do diálogo', () => {
    const laid = layOutDocument(document, registry, data());
    expect(section(laid, 'Substituição')?.blocks).toEqual([
      { kind: 'table', columns: ['Nome', 'Matrícula', 'Cargo', 'Área organizacional', 'Data de admissão', 'Data de desligamento'], rows: [['Carlos Pereira', '0102', 'Desenvolvedor', '', '15/01/2020', '']] },
    ]);
    expect(section(laid, 'Histórico')?.blocks).toEqual([
      { kind: 'table', columns: HISTORY_COLUMNS, rows: [['20/06/2025 10:00', 'Suspender', 'Ana Souza', 'Data da suspensão: 20/06/2025\nObservação: Sem orçamento']] },
    ]);
    expect(pairs(section(laid, 'Anúncio')?.blocks)).toEqual({ Título: 'Vaga de RH', 'Exibir no módulo externo': 'Sim' });
  });

  it('assinaturas com o nome de quem assina quando há; rótulo do esquema ou declarado', () => {
    expect(layOutDocument(document, registry, data()).signatures).toEqual([
      { label: 'Solicitante', name: 'Ana Souza' },
      { label: 'Aprovador', name: '' },
    ]);
  });

  it('o rótulo de uma assinatura pode vir de uma opção de texto digitada ao imprimir', () => {
    const withText = {
      ...document,
      options: { type: 'object', properties: { texto: { type: 'string' } } },
      signatures: [{ label: 'Gestor', labelOption: 'texto' }],
    };
    expect(layOutDocument(withText, registry, data({ options: { texto: ' Diretor de RH ' } })).signatures).toEqual([{ label: 'Diretor de RH', name: '' }]);
    expect(layOutDocument(withText, registry, data({ options: {} })).signatures).toEqual([{ label: 'Gestor', name: '' }]);
  });

  it('a configuração que esconde um campo no formulário o esconde no papel; seção vazia some', () => {
    const laid = layOutDocument(document, registry, data({ config: { solPessoalExibirSalario: false, solPessoalExibirColabSubstituido: false } }));
    expect(pairs(section(laid, 'Dados da vaga')?.blocks)).not.toHaveProperty('Remuneração');
    expect(section(laid, 'Substituição')).toBeUndefined();
    const semAnuncio = layOutDocument(document, registry, data({ related: {}, history: [] }));
    expect(semAnuncio.sections.map((s) => s.title)).toEqual(['Dados da vaga', 'Dados complementares', 'Substituição', 'Situação']);
  });

  it('opções de impressão desligam seções e assinaturas', () => {
    const laid = layOutDocument(document, registry, data({ options: { historico: false, anuncio: false, assinaturas: false } }));
    expect(laid.sections.map((s) => s.title)).toEqual(['Dados da vaga', 'Dados complementares', 'Substituição', 'Situação']);
    expect(laid.signatures).toEqual([]);
  });
});
