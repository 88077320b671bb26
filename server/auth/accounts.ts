/** Internal users: who they are, which companies they reach and what they may do there. */
import { sql } from 'kysely';
import type { EmpresaResumo } from '../../engine/api-types';
import type { Registry } from '../../engine/registry/registry';
import { whereClause } from '../crud/select';
import type { Db } from '../db/database';
import type { Scope } from '../db/tenant-context';

/** Authorities that gate shell features rather than a declared entity (spec §6), with the feature's name. */
export const shellAuthorities: Record<string, string> = { ROLE_ASSISTENTE_RH: 'Assistente RH', ROLE_CAD_INFO_PESSOAL: 'Atualizar Meus Dados' };

/** The user with this id sees every company (spec §6). */
export const SUPER_USER_ID = 1;

/** Authorities over every company's data at once (a backup): only the user who reaches every company holds them. */
const installationAuthorities = new Set(['ROLE_BACKUP']);

export interface Account {
  id: number;
  nome: string;
  cpf: string;
  senhaHash: string | null;
  ativo: boolean;
  usuarioFortes: boolean;
}

export function allAuthorities(registry: Registry): string[] {
  const names = new Set(Object.keys(shellAuthorities));
  for (const entity of registry.all()) {
    for (const authority of [...(entity.authorities?.read ?? []), ...(entity.authorities?.write ?? [])]) names.add(authority);
  }
  for (const report of registry.reports) for (const authority of report.authorities ?? []) names.add(authority);
  for (const screen of registry.screens) for (const authority of screen.authorities ?? []) names.add(authority);
  return [...names].sort();
}

export async function findAccountByCpf(db: Db, cpf: string): Promise<Account | null> {
  const { rows } = await sql<Account>`select id, nome, cpf, senha_hash as "senhaHash", ativo, usuario_fortes as "usuarioFortes"
      from usuario where cpf = ${cpf}`.execute(db);
  return rows[0] ?? null;
}

export async function findAccount(db: Db, id: number): Promise<Account | null> {
  const { rows } = await sql<Account>`select id, nome, cpf, senha_hash as "senhaHash", ativo, usuario_fortes as "usuarioFortes"
      from usuario where id = ${id}`.execute(db);
  return rows[0] ?? null;
}

export async function companiesOf(db: Db, usuarioId: number): Promise<EmpresaResumo[]> {
  const { rows } =
    usuarioId === SUPER_USER_ID
      ? await sql<EmpresaResumo>`select id, nome from empresa order by nome, id`.execute(db)
      : await sql<EmpresaResumo>`select e.id, e.nome from empresa e join usuario_acesso a on a.empresa_id = e.id
          where a.owner_id = ${usuarioId} order by e.nome, e.id`.execute(db);
  return rows;
}

/**
 * What a user may do in a company: the profile given to them there (`acessos`). The system
 * administrator, who reaches every company, may do everything in each.
 */
export async function authoritiesOf(db: Db, registry: Registry, usuarioId: number, empresaId: number): Promise<string[]> {
  if (usuarioId === SUPER_USER_ID) return allAuthorities(registry);
  const { rows } = await sql<{ administrador: boolean | null; authorities: string[] | null }>`
    select p.administrador, p.authorities from usuario_acesso a join perfil p on p.id = a.perfil_id
    where a.owner_id = ${usuarioId} and a.empresa_id = ${empresaId}`.execute(db);
  const perfil = rows[0];
  if (!perfil) return [];
  return (perfil.administrador ? allAuthorities(registry) : [...(perfil.authorities ?? [])].sort()).filter((a) => !installationAuthorities.has(a));
}

/**
 * The first of `empresaIds` the user cannot read a company-wide view of: one they do not reach
 * (`companiesOf`), or where they hold none of `authorities` (none asked: reaching it is enough).
 * What the screens that add other companies' lines to the session's (turnover by company) check.
 */
export async function firstCompanyOutOfReach(db: Db, registry: Registry, usuarioId: number, empresaIds: readonly number[], authorities: readonly string[] = []): Promise<number | undefined> {
  if (!empresaIds.length) return undefined;
  const reached = new Set((await companiesOf(db, usuarioId)).map((e) => e.id));
  for (const empresaId of empresaIds) {
    if (!reached.has(empresaId)) return empresaId;
    if (authorities.length) {
      const held = await authoritiesOf(db, registry, usuarioId, empresaId);
      if (!authorities.some((a) => held.includes(a))) return empresaId;
    }
  }
  return undefined;
}

/**
 * The first of `empresaIds` the company list leaves out under these of its declared filters, for
 * the session's company: a company field limited by `filterWith` (`{"mesmoGrupoAC": true}`: the
 * companies of its grupo AC) offers no other, and a request naming one is refused with it.
 */
export async function firstCompanyNotListed(db: Db, registry: Registry, scope: Scope, empresaIds: readonly number[], filterWith: Readonly<Record<string, unknown>>): Promise<number | undefined> {
  const empresa = registry.get('empresa');
  const filters = new Map((empresa.filters ?? []).filter((f) => filterWith[f.name] !== undefined).map((f) => [f, filterWith[f.name]] as const));
  if (!empresaIds.length || !filters.size) return undefined;
  const { rows } = await sql<{ id: number }>`select t.id from empresa t ${whereClause(empresa, scope, { filters, search: undefined })}`.execute(db);
  const listed = new Set(rows.map((row) => row.id));
  return empresaIds.find((id) => !listed.has(id));
}
