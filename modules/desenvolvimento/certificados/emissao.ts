/**
 * What each certificate says: a class's approved participants (its course must emit
 * certificates) or a talent's certification, with the placeholders filled and the model's
 * images; each gets its verification code in the same transaction.
 */
import { formatDate } from '../../../engine/format/dates';
import { minutesToHours } from '../../../engine/format/hours';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import { codigoDoCertificado } from './codigo';
import { errosCertificado } from './erros';
import { imagensDoModelo } from './imagens';
import { preencher } from './pagina';
import type { PaginaCertificado } from './pdf';

const TITULO_PADRAO = 'Certificado';

export const enderecoDeVerificacao = (engine: Engine, codigo: string) => `${engine.config.appUrl}/certificado/verificar/${codigo}`;

/** The certificates of a class's approved participants, or of one of them. */
export async function paginasDaTurma(engine: Engine, trx: Db, scope: Scope, filtro: { turmaId: number } | { colaboradorTurmaId: number }): Promise<PaginaCertificado[]> {
  const company = companyQuery(trx, scope);
  let query = company
    .selectFrom(['colaborador_turma as ct', 'turma as t', 'curso as c', 'colaborador as col'])
    .whereRef('t.id', '=', 'ct.turma_id')
    .whereRef('c.id', '=', 't.curso_id')
    .whereRef('col.id', '=', 'ct.colaborador_id')
    .select([
      'ct.id',
      'ct.aprovado',
      'col.nome as talento',
      'c.nome as curso',
      'c.certificado',
      'c.carga_horaria as cargaHoraria',
      'c.modelo_certificado_id as modeloId',
      'c.certificado_titulo as titulo',
      'c.certificado_conteudo as conteudo',
      't.data_prev_ini as inicio',
      't.data_prev_fim as fim',
    ])
    .orderBy('col.nome')
    .orderBy('ct.id');
  query = 'turmaId' in filtro ? query.where('t.id', '=', filtro.turmaId) : query.where('ct.id', '=', filtro.colaboradorTurmaId);
  const participantes = await query.execute();
  if (!participantes.length) {
    // A class without participants still exists: say why nothing prints.
    if ('turmaId' in filtro && (await company.selectFrom('turma').where('id', '=', filtro.turmaId).select('id').executeTakeFirst())) throw errosCertificado.semAprovados();
    throw errors.notFound();
  }
  if (!participantes[0]!.certificado) throw errosCertificado.cursoSemCertificado();
  const aprovados = participantes.filter((p) => p.aprovado);
  if (!aprovados.length) throw 'turmaId' in filtro ? errosCertificado.semAprovados() : errosCertificado.naoAprovado();

  const modelo = await imagensDoModelo(engine, trx, scope, participantes[0]!.modeloId);
  const paginas: PaginaCertificado[] = [];
  for (const p of aprovados) {
    const talento = p.talento ?? '';
    const codigo = await codigoDoCertificado(engine, trx, scope, { colaboradorTurma: p.id }, { talento, titulo: p.curso ?? '', data: p.fim });
    const texto = preencher(p.conteudo ?? '', {
      TALENTO: talento,
      CURSO: p.curso ?? '',
      CARGA_HORARIA: minutesToHours(p.cargaHoraria),
      DATA_INICIO: formatDate(p.inicio),
      DATA_FIM: formatDate(p.fim),
      DATA: formatDate(p.fim),
    });
    paginas.push({ titulo: p.titulo || TITULO_PADRAO, texto, codigo, enderecoVerificacao: enderecoDeVerificacao(engine, codigo), modelo });
  }
  return paginas;
}

/** The certificate of a talent's certification: its workload is the sum of its courses'. */
export async function paginaDaCertificacao(engine: Engine, trx: Db, scope: Scope, colaboradorCertificacaoId: number): Promise<PaginaCertificado> {
  const company = companyQuery(trx, scope);
  const cc = await company
    .selectFrom(['colaborador_certificacao as cc', 'certificacao as c', 'colaborador as col'])
    .whereRef('c.id', '=', 'cc.certificacao_id')
    .whereRef('col.id', '=', 'cc.colaborador_id')
    .where('cc.id', '=', colaboradorCertificacaoId)
    .select([
      'c.id as certificacaoId',
      'c.nome as certificacao',
      'c.modelo_certificado_id as modeloId',
      'c.certificado_titulo as titulo',
      'c.certificado_conteudo as conteudo',
      'col.nome as talento',
      'cc.data',
    ])
    .executeTakeFirst();
  if (!cc) throw errors.notFound();
  const carga = await company
    .selectFrom('curso as cu')
    .where('cu.id', 'in', (eb) => eb.selectFrom('certificacao__cursos as x').where('x.owner_id', '=', cc.certificacaoId).select('x.target_id'))
    .select((eb) => eb.fn.sum<number>('cu.carga_horaria').as('total'))
    .executeTakeFirst();
  const talento = cc.talento ?? '';
  const codigo = await codigoDoCertificado(engine, trx, scope, { colaboradorCertificacao: colaboradorCertificacaoId }, { talento, titulo: cc.certificacao ?? '', data: cc.data });
  const texto = preencher(cc.conteudo ?? '', {
    TALENTO: talento,
    CURSO: cc.certificacao ?? '',
    CARGA_HORARIA: minutesToHours(Number(carga?.total ?? 0)),
    DATA: formatDate(cc.data),
  });
  return { titulo: cc.titulo || TITULO_PADRAO, texto, codigo, enderecoVerificacao: enderecoDeVerificacao(engine, codigo), modelo: await imagensDoModelo(engine, trx, scope, cc.modeloId) };
}
