/**
 * The demo installation starts licensed (Ativa) for Empresa Demonstração: a licence issued for
 * this installation with the TEST key, imported as a provider's would be.
 */
import type { Engine } from '../../../server/engine';
import { CHAVE_PRIVADA_DE_TESTE, chavePrivada, chavePublica } from './chaves';
import { emitirLicenca } from './emitir';
import { estadoDaLicenca, idDaInstalacao, importarLicenca } from './servico';

export async function seedLicencaDemo(engine: Engine, companyIds: number[]): Promise<void> {
  const empresa = await engine.db.selectFrom('empresa').select(['id', 'cnpj', 'razao_social']).where('id', '=', companyIds[0]!).executeTakeFirstOrThrow();
  const chave = chavePublica();
  const estado = await estadoDaLicenca(engine, chave, await idDaInstalacao(engine));
  const arquivo = emitirLicenca({ instalacao: estado.instalacao, cnpj: empresa.cnpj!, razaoSocial: empresa.razao_social ?? '', local: 'Fortaleza/CE' }, chavePrivada(CHAVE_PRIVADA_DE_TESTE));
  await importarLicenca(engine, chave, estado, arquivo, { empresaId: empresa.id, usuarioId: null });
}
