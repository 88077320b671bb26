/** The talents' documents in the first demo company: the document types and a few files on its first talents, so the talent's form shows them. */
import { fileFieldOf } from '../../../engine/file/file-field';
import { daysAfter, today } from '../../../engine/validation/brazilian';
import { withUpload } from '../../../server/crud/uploads';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';

const TIPOS = ['Contrato de trabalho', 'Atestado médico', 'Certidão de nascimento de dependente', 'Comprovante de residência', 'Exame admissional'];

export async function seedDemoDocumentos(engine: Engine, empresaId: number, hoje: string = today()): Promise<void> {
  const scope: Scope = { empresaId, usuarioId: 1 };
  await runInScope(scope, async () => {
    const talentos = await companyQuery(engine.db, scope).selectFrom('colaborador').select(['id', 'nome']).where('data_desligamento', 'is', null).orderBy('id').limit(3).execute();
    const tipos = await engine.entities.createAll(engine.registry.get('tipoDocumento'), scope, TIPOS.map((descricao) => ({ descricao, ativo: true })));
    const documento = engine.registry.get('documentoColaborador');
    for (const [n, talento] of talentos.entries()) {
      const data = daysAfter(hoje, -30 * (n + 1));
      const texto = `Contrato de trabalho de ${talento.nome}, assinado em ${data}.\n`;
      await withUpload(engine.db, scope, documento, fileFieldOf(documento)!, { name: `contrato-${talento.id}.txt`, bytes: Buffer.from(texto) }, (stored) =>
        engine.entities.create(documento, scope, { tipoDocumento: { id: tipos[0]!.id }, descricao: 'Contrato de trabalho', data }, { ...stored, ownerId: talento.id }),
      );
      if (n === 0) {
        await withUpload(engine.db, scope, documento, fileFieldOf(documento)!, { name: 'comprovante-residencia.txt', bytes: Buffer.from(`Comprovante de residência de ${talento.nome}.\n`) }, (stored) =>
          engine.entities.create(documento, scope, { tipoDocumento: { id: tipos[3]!.id }, descricao: 'Conta de luz', data: daysAfter(hoje, -10), validade: daysAfter(hoje, 80) }, { ...stored, ownerId: talento.id }),
        );
      }
    }
  });
}
