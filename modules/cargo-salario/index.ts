import type { ServerModule } from '../../server/server-module';
import { registerColaborador } from './colaboradores/candidato-de-origem';
import { registerHistoricoColaborador } from './colaboradores/historico';
import { registerFaixas } from './salarios/faixas';
import { registerReajustes } from './reajustes/reajustes';
import { registerHierarquia } from './areas/hierarquia';
import { registerOrganograma } from './areas/organograma';
import { seedDemoCargosSalarios } from './demo/demo';
import { projecaoSalarial, salarioDaEntradaNaData, valorDaFaixaNaData } from './relatorios/salarios-na-data';
import { registerCompetencias } from './competencias';

export const cargoSalario: ServerModule = {
  name: 'cargo-salario',
  reports: {
    'talentos-cargos-areas-grupos': salarioDaEntradaNaData,
    'analise-tabelas-salariais': valorDaFaixaNaData('t.id'),
    'projecoes-salariais-talentos': projecaoSalarial,
  },
  register(app, engine, printer) {
    registerFaixas(app, engine);
    registerColaborador(engine);
    registerHistoricoColaborador(app, engine);
    registerReajustes(engine);
    registerHierarquia(engine);
    registerOrganograma(app, engine, printer);
    registerCompetencias(app, engine);
  },
  async seedDemo(engine, { companyIds }) {
    await seedDemoCargosSalarios(engine, companyIds[0]!);
  },
};
