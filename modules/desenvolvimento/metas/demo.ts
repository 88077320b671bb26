/** The demo's training-hours goal for the current year (2:00 per talent a month, 3:00 from July) and an action plan. */
import { today } from '../../../engine/validation/brazilian';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';

export async function seedDemoMetas(engine: Engine, trx: Db, scope: Scope): Promise<void> {
  const ano = today().slice(0, 4);
  const meta = await engine.entities.insertIn(trx, engine.registry.get('metaTreinamento'), scope, {
    nome: `Horas de treinamento ${ano}`,
    metas: [
      { mesAno: `${ano}-01`, metaHora: 120, editavel: false },
      { mesAno: `${ano}-07`, metaHora: 180, editavel: true },
    ],
  });
  const responsavel = await companyQuery(trx, scope).selectFrom('colaborador').select('id').where('data_desligamento', 'is', null).orderBy('id').executeTakeFirst();
  if (!responsavel) return;
  await engine.entities.insertIn(
    trx,
    engine.registry.get('planoAcaoTreinamento'),
    scope,
    {
      nome: 'Ampliar a oferta de turmas online para as áreas operacionais',
      responsavel: { id: responsavel.id },
      previsaoInicio: `${ano}-07-01`,
      previsaoTermino: `${ano}-12-15`,
      acompanhamentoInicio: `${ano}-07-15`,
    },
    meta.id,
  );
}
