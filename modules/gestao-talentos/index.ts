/** Gestão de talentos: ocorrências, afastamentos, registros do talento, desligamento e os relatórios do talento (spec 02 §2 /gestao-talentos). */
import type { ServerModule } from '../../server/server-module';
import { registerAbsenteismo, relatoriosAbsenteismo } from './absenteismo';
import { registerDesligamentos } from './desligamento';
import { seedDemoDesligamentos } from './desligamento/demo';
import { relatorioDesligamentos } from './desligamento/relatorio';
import { relatorioResultadosEntrevistas } from './desligamento/resultados-entrevistas';
import { seedDemoDocumentos } from './documentos/demo';
import { registerGeracoes } from './geracoes';
import { registerOcorrencias, seedDemoOcorrencias } from './ocorrencias';
import { seedDemoRegistros } from './registros/demo';
import { registerRegistrosDoCandidato } from './registros/do-candidato';
import { registerRegistrosDoTalento } from './registros/rotas';
import { registerRelatorioDinamico, relatorioDinamico, seedDemoRelatorioDinamico } from './relatorio-dinamico';
import { relatoriosGestaoTalentos } from './relatorios';
import { linhasIndicadorTurnover, RELATORIO_INDICADOR_TURNOVER, relatorioIndicadorTurnover } from './turnover/indicador';
import { registerTurnover } from './turnover/rotas';
import { relatorioTaxaDemissao } from './turnover/taxa-demissao';

export const gestaoTalentos: ServerModule = {
  name: 'gestao-talentos',
  reports: {
    ...relatoriosAbsenteismo,
    ...relatoriosGestaoTalentos,
    'talento-dinamico': relatorioDinamico,
    desligamentos: relatorioDesligamentos,
    'resultados-entrevistas-desligamentos': relatorioResultadosEntrevistas,
    'taxa-demissao': relatorioTaxaDemissao,
    [RELATORIO_INDICADOR_TURNOVER]: relatorioIndicadorTurnover,
  },
  rowProviders: { [RELATORIO_INDICADOR_TURNOVER]: linhasIndicadorTurnover },
  register(app, engine) {
    registerAbsenteismo(app, engine);
    registerOcorrencias(app, engine);
    registerRegistrosDoTalento(app, engine);
    registerRegistrosDoCandidato(engine);
    registerGeracoes(engine);
    registerRelatorioDinamico(app, engine);
    registerDesligamentos(app, engine);
    registerTurnover(app, engine);
  },
  async seedDemo(engine, { companyIds }) {
    await seedDemoOcorrencias(engine, companyIds[0]!);
    await seedDemoDocumentos(engine, companyIds[0]!);
    await seedDemoRegistros(engine, companyIds[0]!);
    await seedDemoRelatorioDinamico(engine, companyIds[0]!);
    await seedDemoDesligamentos(engine, companyIds[0]!);
  },
};
