/**
 * Demo data for a first start on the embedded database (spec: issue "Demo data"): two
 * companies, their users, and sample records so every screen shows something.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Engine } from '../engine';
import { hashPassword } from '../auth/passwords';
import { runAction } from '../crud/actions';
import type { DemoSeed, ServerModule } from '../server-module';
import { shiftDate } from '../../engine/report/defaults';
import { today } from '../../engine/validation/brazilian';

export const DEMO_PASSWORD = 'demo1234';

export const demoCompanies = [
  { nome: 'Empresa Demonstração', razaoSocial: 'Empresa Demonstração Ltda.', cnpj: '11222333000181' },
  { nome: 'Filial Norte', razaoSocial: 'Filial Norte Comércio Ltda.', cnpj: '11444777000161' },
];

/** Profiles by name; a non-administrator gets only its authorities (screens outside them answer "Acesso Negado"). */
export const demoProfiles = [
  { nome: 'Administrador', administrador: true, authorities: [] as string[] },
  { nome: 'Gestor de Cargos e Salários', administrador: false, authorities: ['ROLE_CAD_AREA_ORGANIZACIONAL', 'ROLE_CAD_CARGO', 'ROLE_CAD_CONHECIMENTO', 'ROLE_CAD_GRUPO_OCUPACIONAL', 'ROLE_CAD_HABILIDADE', 'ROLE_CAD_ATITUDE', 'ROLE_CAD_INDICE', 'ROLE_CAD_NIVEL_COMPETENCIA', 'ROLE_CAD_FATURAMENTO_MENSAL', 'ROLE_MOV_TABELA_REAJUSTE'] },
  { nome: 'Colaborador', administrador: false, authorities: ['ROLE_CAD_INFO_PESSOAL'] },
];

export const demoUsers = [
  { nome: 'Administrador Demonstração', cpf: '52998224725', empresas: [1, 2], perfil: 'Administrador' },
  { nome: 'Usuária Filial Norte', cpf: '11144477735', empresas: [2], perfil: 'Administrador' },
  { nome: 'Gestora de Cargos', cpf: '71460238001', empresas: [1], perfil: 'Gestor de Cargos e Salários' },
  // A talent's own user (linked by the avaliação demo): answers Minhas Avaliações, nothing of HR.
  { nome: 'Colaboradora Demonstração', cpf: '33174439280', empresas: [1], perfil: 'Colaborador' },
];

type DemoRecord = Record<string, unknown> & { $acoes?: { acao: string; corpo: unknown }[]; $dono?: string };
/** An action on a record named `entidade:Nome`, done after all the company's records (a request closed after its ad was made). */
type DemoLaterAction = { registro: string; acao: string; corpo: unknown };
type DemoRecords = Record<string, Record<string, DemoRecord[]> & { $depois?: DemoLaterAction[] }>;
/** Candidates (after the registers they refer to) and then each company's configuration. */
interface DemoCandidatos {
  registros: DemoRecords;
  configuracao: Record<string, Record<string, unknown>>;
}

const RELATIVE_DATE = /^@hoje([+-]\d+)?$/;

/**
 * `"@hoje-45"` is the date 45 days before the demo is created (`"@hoje"` that day), so the
 * demo's requests and ads stay recent and the reports' default periods find them.
 */
export function demoDate(value: string, day: string = today()): string | undefined {
  const match = RELATIVE_DATE.exec(value);
  return match ? shiftDate(day, { days: Number(match[1] ?? 0) }) : undefined;
}

/** `"entidade:Nome"` names a demo record created earlier in the same company; `"@hoje±n"` a date. */
export function resolveRefs(value: unknown, created: Map<string, number>, day: string = today()): unknown {
  if (typeof value === 'string' && created.has(value)) return created.get(value);
  if (typeof value === 'string') return demoDate(value, day) ?? value;
  if (Array.isArray(value)) return value.map((v) => resolveRefs(v, created, day));
  if (value && typeof value === 'object') {
    const ref = (value as { ref?: string }).ref;
    if (ref) return { id: created.get(ref) };
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveRefs(v, created, day)]));
  }
  return value;
}

/** The demo on an empty database: the generic records, then each module's own (`seedDemo`). */
export async function seedDemo(engine: Engine, modules: ServerModule[]): Promise<boolean> {
  const db = engine.database.owner;
  const { rows } = await sql<{ count: number }>`select count(*)::integer as count from usuario`.execute(db);
  if ((rows[0]?.count ?? 0) > 0) return false;

  const companyIds: number[] = [];
  for (const company of demoCompanies) {
    const inserted = await sql<{ id: number }>`insert into empresa (nome, razao_social, cnpj)
      values (${company.nome}, ${company.razaoSocial}, ${company.cnpj}) returning id`.execute(db);
    companyIds.push(inserted.rows[0]!.id);
  }
  const perfis = new Map<string, number>();
  for (const perfil of demoProfiles) {
    const inserted = await sql<{ id: number }>`insert into perfil (nome, administrador, authorities)
      values (${perfil.nome}, ${perfil.administrador}, ${JSON.stringify(perfil.authorities)}::jsonb) returning id`.execute(db);
    perfis.set(perfil.nome, inserted.rows[0]!.id);
  }
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const user of demoUsers) {
    const inserted = await sql<{ id: number }>`insert into usuario (nome, cpf, senha_hash, ativo, usuario_fortes)
      values (${user.nome}, ${user.cpf}, ${hash}, true, false) returning id`.execute(db);
    for (const [position, index] of user.empresas.entries()) {
      await sql`insert into usuario_acesso (owner_id, position, empresa_id, perfil_id)
        values (${inserted.rows[0]!.id}, ${position}, ${companyIds[index - 1]!}, ${perfis.get(user.perfil)!})`.execute(db);
    }
  }

  const records = JSON.parse(readFileSync(new URL('./demo-data.json', import.meta.url), 'utf8')) as DemoRecords;
  const candidatos = JSON.parse(readFileSync(new URL('./demo-candidatos.json', import.meta.url), 'utf8')) as DemoCandidatos;
  for (const [company, byEntity] of Object.entries(candidatos.registros)) records[company] = { ...records[company], ...byEntity };
  // The selection (candidates in requests, their steps) refers to the candidates: it comes last.
  const selecao = JSON.parse(readFileSync(new URL('./demo-selecao.json', import.meta.url), 'utf8')) as DemoRecords;
  for (const [company, byEntity] of Object.entries(selecao)) records[company] = { ...records[company], ...byEntity };
  for (const [company, byEntity] of Object.entries(records)) {
    const scope = { empresaId: companyIds[Number(company) - 1]!, usuarioId: 1 };
    const created = new Map<string, number>();
    const act = async (name: string, id: number, acao: string, corpo: unknown) => {
      const entity = engine.registry.get(name);
      const action = entity.actions?.find((a) => a.name === acao);
      if (!action) throw new Error(`demo: ação desconhecida ${name}.${acao}`);
      await runAction(engine, entity, action, scope, id, resolveRefs(corpo, created));
    };
    const { $depois: later = [], ...entities } = byEntity;
    for (const [name, list] of Object.entries(entities)) {
      const entity = engine.registry.get(name);
      for (const { $acoes: actions, $dono: dono, ...record } of list as DemoRecord[]) {
        // A record kept under its owner's routes (a faixa's matrix) is created under that owner.
        const saved = await engine.entities.create(entity, scope, resolveRefs(record, created), dono ? { ownerId: created.get(dono) } : {});
        created.set(`${name}:${String(saved[entity.summary])}`, saved.id);
        // Records in later states (a suspended request) get there through their declared actions.
        for (const { acao, corpo } of actions ?? []) await act(name, saved.id, acao, corpo);
      }
    }
    for (const { registro, acao, corpo } of later) {
      const id = created.get(registro);
      if (id === undefined) throw new Error(`demo: registro desconhecido ${registro}`);
      await act(registro.split(':')[0]!, id, acao, corpo);
    }
  }
  const demo: DemoSeed = { companyIds, configuration: candidatos.configuracao };
  for (const module of modules) await module.seedDemo?.(engine, demo);
  return true;
}
