/** The dynamic talent report (Gestão de Talentos › Relatórios › Talentos (dinâmico)): its columns, layouts and run. */
export { registerRelatorioDinamico } from './rotas';
export { relatorioDinamico } from './relatorio';
export { seedDemoRelatorioDinamico } from './demo';
