/**
 * The S-2240 demo (issue 17 item 9): five events of the first company's talents in the demo
 * environments and functions (modules/sst/demo/cadastros.json) — noise measured in dB(A), silica
 * dust with its tolerance limit, health-care biological agents, and the absence of agents —,
 * three generated as "Gerar XML" would, two left pending for the user to generate. All validate.
 */
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { atividadesNaData, infoAmbNaData } from './ambiente-do-evento';
import type { ItemRiscoS2240, ResponsavelRegistros } from './entrada';
import { gerarEventoS2240, montarEValidar, type TipoEventoS2240 } from './gerar';

/** The engineer who signs the demo's environmental records (CREA-CE). */
const ENGENHEIRO: ResponsavelRegistros = { cpf: '11144477735', ideOC: 4, nrOC: '0601234567', ufOC: 'CE' };

const PROTETOR_AURICULAR = { nome: 'Protetor auricular tipo concha', numeroCA: '5745' };
const RESPIRADOR_PFF2 = { nome: 'Respirador PFF2', numeroCA: '38504' };

const ruido = (intensidade: number): ItemRiscoS2240 => ({
  atividadePerigosaInsalubre: { codigo: '02.01.001' },
  descricao: 'Ruído contínuo da empilhadeira a combustão e das docas',
  tipoAvaliacao: '1',
  unidadeMedida: 4,
  tecnicaMedicao: 'NHO 01 - dosimetria de ruído',
  intensidadeConcentracao: intensidade,
  utilizaEpc: '1',
  utilizaEpi: '2',
  epiEficaz: true,
  epis: [PROTETOR_AURICULAR],
});

const silica: ItemRiscoS2240 = {
  atividadePerigosaInsalubre: { codigo: '01.18.001' },
  descricao: 'Poeira respirável com sílica livre cristalizada na movimentação de areia ensacada',
  tipoAvaliacao: '1',
  unidadeMedida: 8,
  tecnicaMedicao: 'NHO 08 - poeira respirável',
  intensidadeConcentracao: 0.045,
  limiteTolerancia: 0.1,
  utilizaEpc: '2',
  epcEficaz: true,
  utilizaEpi: '2',
  epiEficaz: true,
  epis: [RESPIRADOR_PFF2],
};

const biologico: ItemRiscoS2240 = {
  atividadePerigosaInsalubre: { codigo: '03.01.001' },
  descricao: 'Contato com pacientes em ambulatório e materiais contaminados',
  tipoAvaliacao: '2',
  utilizaEpc: '0',
  utilizaEpi: '2',
  epiEficaz: true,
  epis: [{ nome: 'Luva de procedimento', numeroCA: '41017' }],
};

const ausencia: ItemRiscoS2240 = { atividadePerigosaInsalubre: { codigo: '09.01.001' } };

interface EventoDemo {
  talento: number;
  ambiente: string;
  funcao: string;
  tipo: TipoEventoS2240;
  inicio: string;
  riscos: ItemRiscoS2240[];
  gerar: boolean;
}

const EVENTOS: EventoDemo[] = [
  { talento: 0, ambiente: 'Almoxarifado', funcao: 'Operador de empilhadeira', tipo: 'INICIO', inicio: '2024-01-15', riscos: [ruido(86.4)], gerar: true },
  { talento: 0, ambiente: 'Almoxarifado', funcao: 'Operador de empilhadeira', tipo: 'ALTERACAO', inicio: '2024-07-01', riscos: [ruido(88.2), silica], gerar: true },
  { talento: 1, ambiente: 'Posto de enfermagem terceirizado', funcao: 'Técnico de segurança do trabalho', tipo: 'INICIO', inicio: '2024-03-01', riscos: [biologico], gerar: true },
  { talento: 2, ambiente: 'Almoxarifado', funcao: 'Técnico de segurança do trabalho', tipo: 'INICIO', inicio: '2025-02-03', riscos: [ausencia], gerar: false },
  { talento: 3, ambiente: 'Almoxarifado', funcao: 'Operador de empilhadeira', tipo: 'INICIO', inicio: '2025-03-10', riscos: [silica], gerar: false },
];

export async function seedDemoEventosS2240(engine: Engine, empresaId: number): Promise<void> {
  const scope: Scope = { empresaId, usuarioId: 1 };
  await runInScope(scope, async () => {
    const consulta = companyQuery(engine.db, scope);
    const talentos = await consulta.selectFrom('colaborador').select('id').where('cpf', 'is not', null).orderBy('id').limit(4).execute();
    const ambientes = new Map((await consulta.selectFrom('ambiente').select(['id', 'nome_ambiente']).execute()).map((a) => [a.nome_ambiente, Number(a.id)]));
    const funcoes = new Map((await consulta.selectFrom('funcao').select(['id', 'nome_funcao']).execute()).map((f) => [f.nome_funcao, Number(f.id)]));
    const aGerar: number[] = [];
    for (const evento of EVENTOS) {
      const talento = talentos[evento.talento];
      const ambienteId = ambientes.get(evento.ambiente);
      const funcaoId = funcoes.get(evento.funcao);
      if (!talento || !ambienteId || !funcaoId) continue;
      const ambiente = await infoAmbNaData(engine, scope, ambienteId, evento.inicio);
      const dscAtivDes = await atividadesNaData(engine, scope, funcaoId, evento.inicio);
      if (!ambiente || !dscAtivDes) continue;
      const id = await gerarEventoS2240(engine, empresaId, {
        colaboradorId: Number(talento.id),
        tipo: evento.tipo,
        dados: { dtIniCondicao: evento.inicio, ambiente, dscAtivDes, riscos: evento.riscos, responsaveis: [ENGENHEIRO] },
      });
      if (evento.gerar) aGerar.push(id);
    }
    const entidade = engine.registry.get('eventoS2240');
    const guardados = await Promise.all(aGerar.map(async (id) => ({ id, entrada: (await engine.entities.get(entidade, scope, id)).entrada as never })));
    const resultados = await montarEValidar(guardados);
    for (const [indice, { id }] of guardados.entries()) await engine.entities.change(entidade, scope, id, resultados[indice]!);
  });
}
