/**
 * The licence authenticator's calls (spec §7 "Utilities", under /api/autenticador). They answer
 * without a session, as the page does (/novaInstalacao/gerarTicket): a fresh installation has
 * no user yet (only the demo makes them), so it must be licensable before anyone can sign in.
 * Once a licence is stored, only the administrator who sees every company changes it. Also the
 * system parameter sistema-rh-atenticado, read from the same licence.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasAny, requireSession } from '../../../server/auth/guard';
import { maySetShared } from '../../../server/crud/request-scope';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { AppError, errors } from '../../../server/errors';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { chavePublica } from './chaves';
import type { SistemaRhAutenticado } from '../parametros-sistema.api';
import type { GerarTicket, ImportarLicenca, LicencaInfo, RetificarCnpj } from './licenca.api';
import { apagarLicenca, cnpjDaInstalacao, estadoDaLicenca, gravarLicenca, idDaInstalacao, importarLicenca, LICENCA, ticketDe, type EstadoLicenca } from './servico';
import { ROTULO_STATUS } from './status';

const BASE = '/api/autenticador';

/** Spec §5: the retification takes only a valid CNPJ or CPF, digits only. */
export const MENSAGEM_RETIFICACAO = 'Insira um CNPJ/CPF igual ao utilizado do gerenciamento de licenças do portal do cliente.';
const TITULOS = ['razaoSocial', 'cnpj', 'local', 'dataExpedicao', 'dataExpiracao', 'nrSerie', 'tipo', 'cnpjInstalacao'];

export function registerLicenca(app: FastifyInstance, engine: Engine): void {
  const entity = engine.registry.get(LICENCA);
  const chave = chavePublica();
  let instalacao: string | undefined;
  const estado = async () => estadoDaLicenca(engine, chave, (instalacao ??= await idDaInstalacao(engine)));
  // Made at the first start, with the database, so every ticket of this installation names the same one.
  app.addHook('onReady', async () => {
    instalacao = await idDaInstalacao(engine);
  });

  const administrador = (request: FastifyRequest): Scope | null => {
    const session = request.session;
    if (session?.kind !== 'interno' || !hasAny(session, entity.authorities?.read) || !maySetShared(entity, session.usuarioId)) return null;
    return { empresaId: session.empresaId, usuarioId: session.usuarioId };
  };
  /** Who changes the licence: the administrator, or anyone on a new installation (recorded with their session when there is one). */
  const quemAltera = (request: FastifyRequest, atual: EstadoLicenca): Scope | null => {
    const admin = administrador(request);
    if (admin) return admin;
    if (atual.situacao.status !== 'NovaInstalacao') {
      throw new AppError(403, 'LICENCA_ADMINISTRADOR', 'Esta instalação já tem licença: somente o administrador do sistema a altera. Entre no sistema como administrador.');
    }
    const session = request.session;
    return session?.kind === 'interno' ? { empresaId: session.empresaId, usuarioId: session.usuarioId } : null;
  };

  const info = async (request: FastifyRequest): Promise<LicencaInfo> => {
    const atual = await estado();
    const { status, explicacao, dados } = atual.situacao;
    return {
      status,
      situacao: ROTULO_STATUS[status],
      explicacao,
      modo: dados?.tipo === 'REMPROT' ? 'Autenticador v1.0' : 'Autenticador v2.0',
      ehModoNuvem: false,
      ehAtivado: status === 'Ativa',
      instalacao: atual.instalacao,
      cnpjInstalacao: cnpjDaInstalacao(atual),
      licenca: dados,
      titulos: Object.fromEntries(TITULOS.map((name) => [name, String(entity.properties[name]?.title ?? name)])),
      podeAlterar: status === 'NovaInstalacao' || administrador(request) !== null,
    };
  };

  app.get(`${BASE}/info`, { config: { openapi: { summary: 'Situação e dados públicos da licença (sem sessão)', response: 'LicencaInfo' } } }, info);

  // Spec §7 "System parameters" (spelled as there): the shell's notice while the licence is not Ativa.
  app.get(
    '/api/parametros-sistema/sistema-rh-atenticado',
    { config: { openapi: { summary: 'Se esta instalação está autenticada (licença Ativa), com a situação da licença', response: 'SistemaRhAutenticado' } } },
    async (request): Promise<SistemaRhAutenticado> => {
      requireSession(request, 'interno');
      const { status, explicacao } = (await estado()).situacao;
      return { autenticado: status === 'Ativa', status, situacao: ROTULO_STATUS[status], explicacao };
    },
  );

  app.get(`${BASE}/ticket`, { config: { openapi: { summary: 'O ticket desta instalação: o que o fornecedor assina (sem sessão)', response: 'TicketLicenca' } } }, async () =>
    ticketDe(await estado()),
  );

  app.post(
    `${BASE}/ticket`,
    { config: { openapi: { summary: 'Gera o ticket; havendo licença, apaga os dados dela depois da confirmação (administrador)', body: 'GerarTicket', response: 'TicketLicenca' } } },
    async (request) => {
      const atual = await estado();
      const ticket = ticketDe(atual);
      if (!atual.registro?.arquivo) return ticket;
      const scope = quemAltera(request, atual)!;
      if ((request.body as GerarTicket).confirmado !== true) {
        throw new AppError(409, 'CONFIRMAR_NOVO_TICKET', 'Gerar um novo ticket irá APAGAR dados de licença existentes no sistema.');
      }
      await apagarLicenca(engine, scope);
      return ticket;
    },
  );

  app.post(
    `${BASE}/autenticar`,
    { config: { openapi: { summary: 'Importa um arquivo de licença, conferido pela assinatura, instalação, CNPJ e validade', body: 'ImportarLicenca', response: 'LicencaInfo' } } },
    async (request) => {
      const atual = await estado();
      await importarLicenca(engine, chave, atual, (request.body as ImportarLicenca).arquivo, quemAltera(request, atual));
      return info(request);
    },
  );

  app.post(
    `${BASE}/retificarCnpj`,
    { config: { openapi: { summary: 'Retifica o CNPJ/CPF que o ticket leva', body: 'RetificarCnpj', response: 'LicencaInfo' } } },
    async (request) => {
      const atual = await estado();
      const scope = quemAltera(request, atual);
      const cnpj = (request.body as RetificarCnpj).cnpj;
      const valido = /^\d{11}$/.test(cnpj) ? isValidCpf(cnpj) : /^\d{14}$/.test(cnpj) && isValidCnpj(cnpj);
      if (!valido) throw errors.validation([{ field: 'cnpj', message: MENSAGEM_RETIFICACAO }]);
      // Signed out, the change is recorded under the first company: the audit trail belongs to one.
      const registro = scope ?? (atual.empresas[0] ? { empresaId: atual.empresas[0].id, usuarioId: null } : null);
      if (!registro) throw errors.validation([{ field: 'cnpj', message: 'Cadastre uma empresa antes de retificar o CNPJ/CPF.' }]);
      await gravarLicenca(engine, registro, { cnpjInstalacao: cnpj });
      return info(request);
    },
  );
}
