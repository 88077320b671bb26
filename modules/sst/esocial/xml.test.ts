import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EntradaS2240, ItemRiscoS2240 } from './entrada';
import { idEvento } from './id-evento';
import { validarEventoS2240, validarEventosS2240 } from './validador';
import { AUSENCIA_DE_AGENTE, DESCRICAO_OBRIGATORIA, montarEvtExpRisco } from './xml';

const exemplo = readFileSync(new URL('./exemplo-evtExpRisco-s1.3.xml', import.meta.url), 'utf8');
const tabela24 = JSON.parse(readFileSync(new URL('../../../schemas/sst/data/agentes-nocivos.json', import.meta.url), 'utf8')) as { codigo: string; descricao: string }[];

const emissao = { id: idEvento(1, '11222333', new Date('2026-03-10T15:04:05Z'), 1), versaoAplicativo: 'RH 0.1.0' };

const entrada = (riscos: ItemRiscoS2240[], outros: Partial<EntradaS2240> = {}): EntradaS2240 => ({
  cnpjEmpregador: '11222333000181',
  vinculo: { cpf: '529.982.247-25', matricula: 'M-0001' },
  dtIniCondicao: '2026-03-01',
  ambiente: { localAmb: 1, dscSetor: 'Usinagem - galpão 2', tpInsc: 1, nrInsc: '11222333000181' },
  dscAtivDes: 'Opera tornos e fresadoras CNC, faz setup de peças e inspeção dimensional.',
  riscos,
  responsaveis: [{ cpf: '11144477735', ideOC: 4, nrOC: '1234567', ufOC: 'SP' }],
  ...outros,
});

/** A risk item with what its Tabela 24 code asks for: quantitative, a measure, its limit when the layout wants one. */
function riscoCompleto(codigo: string, descricao: string): ItemRiscoS2240 {
  if (codigo === AUSENCIA_DE_AGENTE) return { atividadePerigosaInsalubre: { codigo } };
  return {
    atividadePerigosaInsalubre: { codigo },
    descricao: descricao.slice(0, 100),
    tipoAvaliacao: '1',
    unidadeMedida: 8,
    tecnicaMedicao: 'NHO 08 - Fundacentro',
    intensidadeConcentracao: 0.0512,
    limiteTolerancia: 0.1,
    numeroProcessoJudicial: codigo === '05.01.001' ? '00012345620245150001' : undefined,
    utilizaEpc: '2',
    epcEficaz: true,
    utilizaEpi: '2',
    epiEficaz: 'S',
    epis: [{ nome: 'Respirador PFF2', numeroCA: '38504' }],
  };
}

describe('S-2240 XSD (S-1.3) inside the app', () => {
  it('takes the repository example adapted to S-1.3', async () => {
    expect(await validarEventoS2240(exemplo)).toEqual({ valido: true, erros: [] });
  });

  it('refuses an agent without codAgNoc with the XSD message and the element path', async () => {
    const { valido, erros } = await validarEventoS2240(exemplo.replace(/\s*<codAgNoc>[^<]*<\/codAgNoc>/, ''));
    expect(valido).toBe(false);
    expect(erros).toEqual([
      "Evento S-2240 recusado pelo XSD do eSocial em eSocial/evtExpRisco/infoExpRisco/agNoc/dscAgNoc: Element 'dscAgNoc': This element is not expected. Expected is ( codAgNoc ).",
    ]);
  });

  it('still requires everything else the official schema requires (only ds:Signature was relaxed)', async () => {
    const { valido, erros } = await validarEventoS2240(exemplo.replace('<cpfTrab>99999999999</cpfTrab>', '<cpfTrab>999</cpfTrab>'));
    expect(valido).toBe(false);
    expect(erros[0]).toContain("em eSocial/evtExpRisco/ideVinculo/cpfTrab: Element 'cpfTrab'");
  });
});

describe('evtExpRisco builder', () => {
  it('builds the event Id from the CNPJ base, the São Paulo moment and the sequence', () => {
    expect(emissao.id).toBe('ID1112223330000002026031012040500001');
    expect(emissao.id).toMatch(/^ID\d{34}$/);
  });

  it('builds a valid event for every agent of Tabela 24, with the fields each code asks for', async () => {
    expect(tabela24).toHaveLength(92);
    const xmls = tabela24.map(({ codigo, descricao }) => montarEvtExpRisco(entrada([riscoCompleto(codigo, descricao)]), emissao));
    const resultados = await validarEventosS2240(xmls);
    const recusados = resultados.flatMap(({ erros }, indice) => erros.map((erro) => `${tabela24[indice]!.codigo}: ${erro}`));
    tabela24.forEach(({ codigo }, indice) => {
      const xml = xmls[indice]!;
      expect(xml).toContain(`<codAgNoc>${codigo}</codAgNoc>`);
      expect(xml.includes('<limTol>')).toBe(['01.18.001', '02.01.014'].includes(codigo));
      expect(xml.includes('<nrProcJud>')).toBe(codigo === '05.01.001');
      if (DESCRICAO_OBRIGATORIA.includes(codigo)) expect(xml).toContain('<dscAgNoc>');
    });
    expect(recusados).toEqual([]);
  });

  it('writes 09.01.001 alone, without evaluation, EPC/EPI or description', async () => {
    const xml = montarEvtExpRisco(entrada([{ atividadePerigosaInsalubre: { codigo: AUSENCIA_DE_AGENTE }, descricao: 'Escritório' }], { responsaveis: [{ cpf: '11144477735' }] }), emissao);
    expect(await validarEventoS2240(xml)).toEqual({ valido: true, erros: [] });
    const agente = xml.slice(xml.indexOf('<agNoc>'), xml.indexOf('</agNoc>'));
    expect(agente.trim().split('\n').map((linha) => linha.trim())).toEqual(['<agNoc>', '<codAgNoc>09.01.001</codAgNoc>']);
  });

  it('maps the domain values to the XSD codes: dB(A), EPC and EPI answers, a rectification', async () => {
    const ruido: ItemRiscoS2240 = {
      atividadePerigosaInsalubre: { codigo: '02.01.001' },
      descricao: 'Ruído contínuo de prensas',
      unidadeMedida: '4',
      tecnicaMedicao: 'NHO 01 - dosimetria',
      intensidadeConcentracao: 88.5,
      utilizaEpc: '1',
      utilizaEpi: '2',
      epiEficaz: false,
      epis: [{ numeroCA: ' 5745 ' }],
      usoInint: 'N',
    };
    const xml = montarEvtExpRisco(entrada([ruido], { retificaRecibo: '1.2.0000000000000012345', obs: 'Medição de 2026 & revisão' }), emissao);
    expect(await validarEventoS2240(xml)).toEqual({ valido: true, erros: [] });
    for (const trecho of [
      '<indRetif>2</indRetif>',
      '<nrRecibo>1.2.0000000000000012345</nrRecibo>',
      '<nrInsc>11222333</nrInsc>',
      '<cpfTrab>52998224725</cpfTrab>',
      '<tpAval>1</tpAval>',
      '<intConc>88.5</intConc>',
      '<unMed>4</unMed>',
      '<utilizEPC>1</utilizEPC>',
      '<eficEpi>N</eficEpi>',
      '<docAval>5745</docAval>',
      '<usoInint>N</usoInint>',
      '<higienizacao>S</higienizacao>',
      '<obsCompl>Medição de 2026 &amp; revisão</obsCompl>',
    ]) {
      expect(xml).toContain(trecho);
    }
    expect(xml).not.toContain('<eficEpc>');
    expect(xml).not.toContain('<limTol>');
  });

  it('leaves the refusal to the XSD when the domain gives a value out of the layout', async () => {
    const xml = montarEvtExpRisco(entrada([{ ...riscoCompleto('02.01.001', 'Ruído'), unidadeMedida: 31 }]), emissao);
    const { valido, erros } = await validarEventoS2240(xml);
    expect(valido).toBe(false);
    expect(erros[0]).toMatch(/^Evento S-2240 recusado pelo XSD do eSocial em eSocial\/evtExpRisco\/infoExpRisco\/agNoc\/unMed: Element 'unMed': \[facet 'enumeration'\]/);
  });

  it('tells apart, in one batch, the valid events from the refused one', async () => {
    const bom = montarEvtExpRisco(entrada([riscoCompleto('02.01.001', 'Ruído')]), emissao);
    const resultados = await validarEventosS2240([bom, exemplo.replace(/\s*<codAgNoc>[^<]*<\/codAgNoc>/, ''), bom]);
    expect(resultados.map(({ valido }) => valido)).toEqual([true, false, true]);
    expect(resultados[1]!.erros[0]).toContain("Expected is ( codAgNoc )");
  });
});
