/**
 * Writes the generated Cargos e Salários demo into the first demo company, after the records of
 * server/demo/demo-data.json: the área tree, grupos, cargos and faixas through the engine (their
 * hooks make the hierarchy and the faixas' values), the talents and their histories in bulk —
 * values computed here as the hooks would, a few statements for hundreds of them — then the
 * open salary review proposed again for every active talent, two years of revenue, and each
 * área's responsável.
 */
import type { Engine } from '../../../server/engine';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { runInScope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import { runAction } from '../../../server/crud/actions';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { today } from '../../../engine/validation/brazilian';
import { shiftDate } from '../../../engine/report/defaults';
import { vigenteEm } from '../salarios/historico';
import { gerarTalentos, historicoDaFaixa, sorteador, type Estrutura } from './gerar';
import { escolherCompetencias, semearCompetencias, type Escolhidas } from './competencias';
import estrutura from './estrutura.json';

type Arvore = { [nome: string]: Arvore };

async function idPorNome(trx: Db, scope: Scope, tabela: 'area_organizacional' | 'estabelecimento' | 'tabela_reajuste_colaborador', nome: string): Promise<number> {
  const row = await companyQuery(trx, scope).selectFrom(tabela).select('id').where('nome', '=', nome).executeTakeFirstOrThrow();
  return row.id;
}

export async function seedDemoCargosSalarios(engine: Engine, empresaId: number, dados: Estrutura = estrutura): Promise<void> {
  const scope: Scope = { empresaId, usuarioId: 1 };
  const hoje = today();
  const entity = (name: string) => engine.registry.get(name);
  const db = engine.db;
  await runInScope(scope, async () => {
    const areas = new Map<string, number>();
    const criarAreas = async (arvore: Arvore, maeId: number) => {
      for (const [nome, filhas] of Object.entries(arvore)) {
        areas.set(nome, (await engine.entities.create(entity('areaOrganizacional'), scope, { nome, areaMae: { id: maeId } })).id);
        await criarAreas(filhas, areas.get(nome)!);
      }
    };
    await criarAreas(dados.areas as Arvore, await idPorNome(db, scope, 'area_organizacional', 'Diretoria'));

    const grupos = new Map<string, number>();
    for (const nome of dados.gruposOcupacionais) {
      const areasDoGrupo = dados.cargos.filter((c) => c.grupoOcupacional === nome).flatMap((c) => c.areas.map((a) => areas.get(a)!));
      grupos.set(nome, (await engine.entities.create(entity('grupoOcupacional'), scope, { nome, areasOrganizacionaisIds: [...new Set(areasDoGrupo)] })).id);
    }
    const grupoExistente = async (nome: string) => (await companyQuery(db, scope).selectFrom('grupo_ocupacional').select('id').where('nome', '=', nome).executeTakeFirstOrThrow()).id;
    const doCargo = new Map<string, { cargoId: number; faixaIds: number[]; competencias: Escolhidas }>();
    const competenciasDoCargo = await escolherCompetencias(db, scope);
    for (const cargo of dados.cargos) {
      const grupoId = grupos.get(cargo.grupoOcupacional) ?? (await grupoExistente(cargo.grupoOcupacional));
      const competencias = competenciasDoCargo();
      const { id } = await engine.entities.create(entity('cargo'), scope, {
        ...competencias,
        nome: cargo.nome,
        nomeMercado: cargo.nomeMercado,
        grupoOcupacional: { id: grupoId },
        areasOrganizacionaisIds: cargo.areas.map((a) => areas.get(a)!),
      });
      const faixaIds: number[] = [];
      for (const faixa of cargo.faixas) {
        const historicos = historicoDaFaixa(faixa.valor, hoje).map((h) => ({ ...h, tipo: 3 }));
        faixaIds.push((await engine.entities.create(entity('faixaSalarial'), scope, { cargo: { id }, nome: faixa.nome, cbo: { id: cargo.cbo }, historicos })).id);
      }
      doCargo.set(cargo.nome, { cargoId: id, faixaIds, competencias });
    }

    const estabelecimentoId = await idPorNome(db, scope, 'estabelecimento', 'Matriz Fortaleza');
    const talentos = gerarTalentos(dados, hoje);
    let ids: number[] = [];
    await db.transaction().execute(async (trx) => {
      const colaboradores = talentos.map((talento, n) => {
        const { cargoId, faixaIds } = doCargo.get(talento.cargo.nome)!;
        // By cargo, the salary of today is the faixa's last value.
        const atual = vigenteEm(talento.entradas, hoje)!;
        return {
          data: {
            nome: talento.nome,
            cpf: generateCpf(),
            matricula: String(1000 + n).padStart(6, '0'),
            sexo: talento.sexo,
            dataNascimento: talento.dataNascimento,
            dataAdmissao: talento.dataAdmissao,
            dataDesligamento: talento.dataDesligamento,
            email: talento.email,
            estabelecimento: { id: estabelecimentoId },
            areaOrganizacional: { id: areas.get(atual.area)! },
            cargo: { id: cargoId },
            faixaSalarial: { id: faixaIds[atual.faixa]! },
            salario: talento.cargo.faixas[atual.faixa]!.valor,
            dataSituacao: atual.data,
          },
        };
      });
      ids = await engine.entities.insertManyIn(trx, entity('colaborador'), scope, colaboradores);
      const entradas = talentos.flatMap((talento, n) => {
        const { cargoId, faixaIds } = doCargo.get(talento.cargo.nome)!;
        return talento.entradas.map((entrada) => ({
          ownerId: ids[n]!,
          data: {
            data: entrada.data,
            motivo: entrada.motivo,
            estabelecimento: { id: estabelecimentoId },
            areaOrganizacional: { id: areas.get(entrada.area)! },
            cargo: { id: cargoId },
            faixaSalarial: { id: faixaIds[entrada.faixa]! },
            tipoSalario: 1,
            quantidade: 1,
            salario: entrada.salario,
          },
        }));
      });
      await engine.entities.insertManyIn(trx, entity('historicoColaborador'), scope, entradas);
      await semearCompetencias(engine, trx, scope, hoje, doCargo, talentos, ids);

      const sorte = sorteador(29);
      const faturamentos = Array.from({ length: 24 }, (_, n) => ({
        data: { mesAno: shiftDate(hoje, { months: -24 + n }).slice(0, 7), valor: Math.round(dados.faturamentoMensalBase * (0.9 + 0.0075 * n + sorte.proximo() * 0.08)) },
      }));
      await engine.entities.insertManyIn(trx, entity('faturamentoMensal'), scope, faturamentos);
    });

    // Each área's responsável: its longest-serving active talent, so the chart names people.
    const decano = new Map<string, number>();
    talentos.forEach((talento, n) => {
      if (talento.dataDesligamento) return;
      const area = vigenteEm(talento.entradas, hoje)!.area;
      const atual = decano.get(area);
      if (atual === undefined || talento.dataAdmissao < talentos[atual]!.dataAdmissao) decano.set(area, n);
    });
    for (const [area, n] of decano) await engine.entities.patch(entity('areaOrganizacional'), scope, areas.get(area)!, { responsaveis: [ids[n]!] });

    // The open review of demo-data.json, proposed again now that every área has its talents.
    const tabela = entity('tabelaReajusteColaborador');
    const coletivo = tabela.actions!.find((a) => a.name === 'reajuste-coletivo')!;
    const todasAsAreas = (await companyQuery(db, scope).selectFrom('area_organizacional').select('id').execute()).map((a) => a.id);
    await runAction(engine, tabela, coletivo, scope, await idPorNome(db, scope, 'tabela_reajuste_colaborador', 'Reajuste anual (planejamento)'), {
      estabelecimentosIds: [estabelecimentoId],
      areasOrganizacionaisIds: todasAsAreas,
      reajustarPor: 1,
      percentual: 6,
    });
  });
}
