/**
 * Demo certifications of the first company: "Eletricista Habilitado" (NR-10 and Primeiros
 * Socorros) and "Trabalho em Altura e Espaço Confinado" (NR-35 and NR-33, plus a rescue
 * practical), one certificate model with a frame and a logo (server/demo/certificado-*.png,
 * sent through the same upload path as a user's), and a few talents holding them — dates
 * relative to today, so some fall due next month and one is already due.
 */
import { readFileSync } from 'node:fs';
import { fileFieldOf } from '../../../engine/file/file-field';
import { shiftDate } from '../../../engine/report/defaults';
import { today } from '../../../engine/validation/brazilian';
import { withUpload } from '../../../server/crud/uploads';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';

const imagem = (nome: string) => readFileSync(new URL(`../../../server/demo/${nome}`, import.meta.url));

/** Uploads an image as the model's frame or logo, as the designer does. */
async function enviarImagem(engine: Engine, scope: Scope, entidade: string, modeloId: number, nome: string, corpo: Record<string, unknown> = {}) {
  const entity = engine.registry.get(entidade);
  await withUpload(engine.db, scope, entity, fileFieldOf(entity)!, { name: nome, bytes: imagem(nome) }, (extras) => engine.entities.create(entity, scope, corpo, { ...extras, ownerId: modeloId }));
}

/** Months before today each demo talent obtained each certification: periodicidade 24, so 23 falls due next month. */
const CERTIFICADOS: { certificacao: 0 | 1; talento: number; mesesAtras: number }[] = [
  { certificacao: 0, talento: 0, mesesAtras: 23 },
  { certificacao: 0, talento: 1, mesesAtras: 6 },
  { certificacao: 0, talento: 2, mesesAtras: 25 },
  { certificacao: 1, talento: 3, mesesAtras: 11 },
  { certificacao: 1, talento: 4, mesesAtras: 2 },
  { certificacao: 1, talento: 0, mesesAtras: 11 },
];

export async function seedDemoCertificacoes(engine: Engine, empresaId: number): Promise<void> {
  const scope: Scope = { empresaId, usuarioId: 1 };
  const modelo = await engine.entities.create(engine.registry.get('modeloCertificado'), scope, { nome: 'Certificado padrão' });
  await enviarImagem(engine, scope, 'molduraCertificado', modelo.id, 'certificado-moldura.png');
  await enviarImagem(engine, scope, 'logoCertificado', modelo.id, 'certificado-logo.png', { posicaoX: 361, posicaoY: 56 });

  await runInScope(scope, () =>
    engine.db.transaction().execute(async (trx) => {
      const company = companyQuery(trx, scope);
      const cursos = new Map((await company.selectFrom('curso').select(['id', 'nome']).execute()).map((c) => [c.nome, c.id]));
      const curso = (nome: string) => cursos.get(nome)!;
      // The courses' own certificates print on the demo model too.
      await company.updateTable('curso').set({ modelo_certificado_id: modelo.id }).where('certificado', '=', true).execute();
      const pratica = await engine.entities.insertIn(trx, engine.registry.get('avaliacaoPratica'), scope, { titulo: 'Resgate em altura (prática)', notaMinima: 7 });
      const certificacao = engine.registry.get('certificacao');
      const criadas = [
        await engine.entities.insertIn(trx, certificacao, scope, {
          nome: 'Eletricista Habilitado',
          periodicidade: 24,
          cursos: [curso('NR-10 Segurança em Instalações Elétricas'), curso('Primeiros Socorros')],
          modeloCertificado: { id: modelo.id },
          certificadoTitulo: 'Certificado de Habilitação',
          certificadoConteudo: 'Certificamos que #TALENTO# está habilitado(a) como Eletricista, tendo concluído a certificação #CURSO#, com carga horária total de #CARGA_HORARIA# horas, em #DATA#.',
        }),
        await engine.entities.insertIn(trx, certificacao, scope, {
          nome: 'Trabalho em Altura e Espaço Confinado',
          periodicidade: 12,
          cursos: [curso('NR-35 Trabalho em Altura'), curso('NR-33 Espaços Confinados')],
          avaliacoesPraticas: [pratica.id],
          modeloCertificado: { id: modelo.id },
          certificadoTitulo: 'Certificado',
          certificadoConteudo: 'Certificamos que #TALENTO# concluiu a certificação #CURSO#, com carga horária total de #CARGA_HORARIA# horas, em #DATA#.',
        }),
      ];
      const talentos = await company.selectFrom('colaborador').select('id').where('data_desligamento', 'is', null).orderBy('id').limit(5).execute();
      const colaboradorCertificacao = engine.registry.get('colaboradorCertificacao');
      for (const { certificacao: c, talento, mesesAtras } of CERTIFICADOS) {
        const colaborador = talentos[talento]?.id;
        if (colaborador === undefined) continue;
        // Periodicidade 12 for the second: 11 months back also falls due next month.
        await engine.entities.insertIn(trx, colaboradorCertificacao, scope, { colaborador: { id: colaborador }, certificacao: { id: criadas[c]!.id }, data: shiftDate(today(), { months: -mesesAtras }) });
      }
    }),
  );
}
