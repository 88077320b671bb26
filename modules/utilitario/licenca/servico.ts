/**
 * The installation's licence as the routes and the demo use it: what is stored (the singleton
 * `licenca`), its status decided afresh, and the three changes — import, retification, a new
 * ticket — each written in one transaction through the entity service (audit included).
 */
import { createHash, type KeyObject } from 'node:crypto';
import { today } from '../../../engine/validation/brazilian';
import { installationSecret } from '../../../server/db/installation-secret';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { savedSingleton } from '../../../server/crud/singleton-routes';
import type { EntityRecord } from '../../../server/crud/service';
import { errors } from '../../../server/errors';
import { lerLicenca } from './arquivo';
import type { DadosLicenca, TicketLicenca } from './licenca.api';
import { situacaoDaLicenca, type SituacaoLicenca } from './status';

export const LICENCA = 'licenca';

/** What a read works with: the stored record, the installation and the licence's status. */
export interface EstadoLicenca {
  registro: EntityRecord | undefined;
  instalacao: string;
  empresas: { id: number; cnpj: string }[];
  situacao: SituacaoLicenca;
}

/**
 * The installation's id: a one-way digest of its own secret (server/db/installation-secret.ts),
 * made with the database at its first start — stable for the database, carried by its backups,
 * and telling nothing of the secret.
 */
export async function idDaInstalacao(engine: Engine): Promise<string> {
  const segredo = await installationSecret(engine.database.owner, undefined);
  const hex = createHash('sha256').update(`rh-instalacao\n${segredo}`).digest('hex').slice(0, 32);
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}

/** Reads of the installation's global data need no company; 0 names none. */
const SEM_EMPRESA: Scope = { empresaId: 0, usuarioId: null };

export async function estadoDaLicenca(engine: Engine, chave: KeyObject, instalacao: string): Promise<EstadoLicenca> {
  const registro = await savedSingleton(engine, engine.registry.get(LICENCA), SEM_EMPRESA);
  const linhas = await engine.db.selectFrom('empresa').select(['id', 'cnpj']).where('cnpj', 'is not', null).orderBy('id').execute();
  const empresas = linhas.map((linha) => ({ id: linha.id, cnpj: linha.cnpj! }));
  const arquivo = typeof registro?.arquivo === 'string' ? registro.arquivo : null;
  const situacao = situacaoDaLicenca(arquivo === null ? null : lerLicenca(arquivo, chave), { id: instalacao, cnpjs: empresas.map((e) => e.cnpj), hoje: today() });
  return { registro, instalacao, empresas, situacao };
}

/** The CNPJ/CPF a ticket carries: the one retified, else the first company's. */
export function cnpjDaInstalacao(estado: EstadoLicenca): string | null {
  const retificado = estado.registro?.cnpjInstalacao;
  return typeof retificado === 'string' ? retificado : (estado.empresas[0]?.cnpj ?? null);
}

export function ticketDe(estado: EstadoLicenca): TicketLicenca {
  const cnpj = cnpjDaInstalacao(estado);
  if (!cnpj) throw errors.validation([{ field: 'cnpj', message: 'Nenhuma empresa com CNPJ está cadastrada: retifique o CNPJ/CPF antes de gerar o ticket.' }]);
  const texto = `${JSON.stringify({ instalacao: estado.instalacao, cnpj }, null, 2)}\n`;
  return { instalacao: estado.instalacao, cnpj, texto };
}

/** The licence's own fields, emptied: what a new ticket erases. */
const SEM_LICENCA: Record<keyof Omit<DadosLicenca, 'instalacao'> | 'arquivo', null> = {
  arquivo: null,
  razaoSocial: null,
  cnpj: null,
  local: null,
  dataExpedicao: null,
  dataExpiracao: null,
  nrSerie: null,
  tipo: null,
};

/** Writes `changes` into the installation's licence record (made on the first write). */
export async function gravarLicenca(engine: Engine, scope: Scope, changes: Record<string, unknown>): Promise<void> {
  const entity = engine.registry.get(LICENCA);
  await runInScope(scope, () =>
    engine.db.transaction().execute(async (trx) => {
      const salvo = await savedSingleton(engine, entity, scope, trx);
      if (salvo) await engine.entities.changeIn(trx, entity, scope, salvo.id, changes);
      else await engine.entities.insertIn(trx, entity, scope, changes);
    }),
  );
}

/** Verifies a licence file and stores it, only when it would be Ativa here; 400 on the field otherwise. */
export async function importarLicenca(engine: Engine, chave: KeyObject, estado: EstadoLicenca, arquivo: string, scope: Scope | null): Promise<void> {
  const leitura = lerLicenca(arquivo, chave);
  const recusa = (message: string) => errors.validation([{ field: 'arquivo', message }]);
  if (!leitura.valida) {
    throw recusa(leitura.motivo === 'assinatura' ? 'A assinatura da licença não confere: o arquivo foi alterado ou não foi emitido pelo fornecedor.' : 'O arquivo enviado não é um arquivo de licença.');
  }
  const nova = situacaoDaLicenca(leitura, { id: estado.instalacao, cnpjs: estado.empresas.map((e) => e.cnpj), hoje: today() });
  if (nova.status !== 'Ativa') throw recusa(nova.explicacao);
  const { instalacao: _emitidaPara, ...dados } = leitura.dados;
  // Signed out (a new installation), the change is recorded under the licensed company.
  const empresa = estado.empresas.find((e) => e.cnpj === dados.cnpj)!;
  await gravarLicenca(engine, scope ?? { empresaId: empresa.id, usuarioId: null }, { ...dados, arquivo });
}

/** A new ticket erases the licence data (spec §8): the provider will sign a new one for it. */
export async function apagarLicenca(engine: Engine, scope: Scope): Promise<void> {
  await gravarLicenca(engine, scope, SEM_LICENCA);
}
