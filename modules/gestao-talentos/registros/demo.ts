/**
 * The demo's talents with their own records: experiences (one a first job), languages, formations
 * and courses or certificates whose validity falls before, soon after and long after the day the
 * data is made, so "Talento x Certificado" finds vencidos and a vencer. Up to 30 active talents.
 */
import { shiftDate } from '../../../engine/report/defaults';
import { today } from '../../../engine/validation/brazilian';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';

const EMPRESAS = ['Mercantil Nordeste Ltda', 'Construtora Atlântico', 'Banco Regional do Ceará', 'Loja Ponto Certo', 'Hospital São Lucas'];
const MOTIVOS = ['Proposta melhor', 'Mudança de cidade', 'Fim do contrato', undefined];
const CURSOS = ['Administração', 'Ciências Contábeis', 'Engenharia Civil', 'Psicologia', 'Sistemas de Informação', 'Logística'];
const INSTITUICOES = ['Universidade Federal do Ceará', 'Universidade de Fortaleza', 'Instituto Federal do Ceará', 'SENAC'];
const TIPOS_FORMACAO = ['GRADUACAO', 'TECNICO', 'ESPECIALIZACAO', 'MESTRADO'];
const SITUACOES = ['COMPLETO', 'COMPLETO', 'EM_ANDAMENTO', 'INCOMPLETO'];
const NIVEIS = ['BASICO', 'INTERMEDIARIO', 'AVANCADO'];
const CERTIFICADOS: { titulo: string; organizacao: string; tipo: string; total: number; diaria: number; validadeDias: number | null }[] = [
  { titulo: 'NR-35 Trabalho em Altura', organizacao: 'SENAI', tipo: 'CURSO', total: 8, diaria: 8, validadeDias: -20 },
  { titulo: 'Primeiros Socorros', organizacao: 'Cruz Vermelha', tipo: 'CURSO', total: 16, diaria: 8, validadeDias: 15 },
  { titulo: 'Excel Avançado', organizacao: 'Fundação Bradesco', tipo: 'CURSO', total: 40, diaria: 4, validadeDias: null },
  { titulo: 'Scrum Master', organizacao: 'Scrum.org', tipo: 'WORKSHOP', total: 16, diaria: 8, validadeDias: 400 },
  { titulo: 'Congresso Brasileiro de RH', organizacao: 'ABRH', tipo: 'CONGRESSO', total: 24, diaria: 8, validadeDias: null },
];

export async function seedDemoRegistros(engine: Engine, empresaId: number): Promise<void> {
  const scope: Scope = { empresaId, usuarioId: 1 };
  const hoje = today();
  await runInScope(scope, () =>
    engine.db.transaction().execute(async (trx) => {
      const q = companyQuery(trx, scope);
      const ids = async (table: 'cargo' | 'idioma' | 'area_formacao') => (await q.selectFrom(table).select('id').orderBy('id').execute()).map((r) => r.id as number);
      const [cargos, idiomas, areas] = [await ids('cargo'), await ids('idioma'), await ids('area_formacao')];
      const talentos = await q.selectFrom('colaborador').select('id').where('data_desligamento', 'is', null).orderBy('id').limit(30).execute();
      const talento = engine.registry.get('colaborador');
      for (const [i, { id }] of talentos.entries()) {
        const primeiroEmprego = i % 7 === 6;
        const admissao = shiftDate(hoje, { years: -8 - (i % 5), months: -(i % 11) });
        const experiencias = primeiroEmprego
          ? []
          : [
              {
                empresa: EMPRESAS[i % EMPRESAS.length],
                contatoEmpresa: i % 3 ? `853${String(1000000 + i * 7919).slice(-7)}` : undefined,
                ...(i % 4 === 3 || !cargos.length ? { checkNomeCargo: true, nomeMercado: 'Assistente comercial' } : { cargo: { id: cargos[i % cargos.length] } }),
                dataAdmissao: admissao,
                dataDesligamento: shiftDate(admissao, { years: 3, months: i % 9 }),
                motivoSaida: MOTIVOS[i % MOTIVOS.length],
              },
            ];
        const certificado = (k: number) => {
          const c = CERTIFICADOS[k % CERTIFICADOS.length]!;
          const fim = shiftDate(hoje, { months: -(k % 14) - 1 });
          return {
            titulo: c.titulo,
            organizacao: c.organizacao,
            tipo: c.tipo,
            dataInicio: shiftDate(fim, { days: -Math.ceil(c.total / c.diaria) + 1 }),
            dataFim: fim,
            ...(c.validadeDias === null ? {} : { validade: shiftDate(hoje, { days: c.validadeDias + (k % 3) }) }),
            cargaHorariaTotal: c.total,
            cargaHorariaDiaria: c.diaria,
          };
        };
        await engine.entities.changeIn(trx, talento, scope, id, {
          titEleitNumero: String(100000000000 + i * 7_654_321).slice(0, 12),
          titEleitZona: String(10 + (i % 90)),
          titEleitSecao: String(100 + i * 3),
          primeiroEmprego,
          experiencias,
          idiomas: idiomas.length ? [{ idioma: { id: idiomas[i % idiomas.length] }, nivel: NIVEIS[i % NIVEIS.length] }] : [],
          formacoes: areas.length
            ? [
                {
                  areaFormacao: { id: areas[i % areas.length] },
                  curso: CURSOS[i % CURSOS.length],
                  local: INSTITUICOES[i % INSTITUICOES.length],
                  tipo: TIPOS_FORMACAO[i % TIPOS_FORMACAO.length],
                  situacao: SITUACOES[i % SITUACOES.length],
                  ...(SITUACOES[i % SITUACOES.length] === 'COMPLETO' ? { conclusao: `12/${Number(hoje.slice(0, 4)) - 3 - (i % 6)}` } : {}),
                },
              ]
            : [],
          certificados: i % 5 === 4 ? [] : [certificado(i), ...(i % 2 ? [certificado(i + 1)] : [])],
        });
      }
    }),
  );
}
