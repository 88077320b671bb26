/**
 * Utilitários › Cópia de cadastros: the registers declared `copyable` copied from Empresa
 * Demonstração to Filial Norte in one transaction — every reference pointing at the copies (or
 * at the target's record of the same name), global data kept, people left empty; names the target
 * already has reported, not repeated; the source untouched; the §5 refusal of one company; who may
 * (both companies theirs, else 403); a refusal half-way leaving the target as it was.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { RegisteredEntity } from '../../engine/registry/registry';
import { referenceFields } from '../../modules/utilitario/copia-cadastros/plano';
import type { CopiaCadastrosOpcoes, CopiaCadastrosResultado } from '../../modules/utilitario/copia-cadastros/copia-cadastros.api';
import { runInScope } from '../../server/db/tenant-context';
import { errors } from '../../server/errors';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const DEMO = 1;
const NORTE = 2;
const GESTORA = { cpf: '71460238001', empresaId: DEMO };

type Row = Record<string, unknown> & { id: number };

const copy = (body: unknown, cookie = t.admin) => t.request('POST', '/api/copia-cadastros', { cookie, body });

/** Every record of a register in a company, as the engine reads it, without what each copy has of its own. */
async function recordsOf(entity: RegisteredEntity, empresaId: number): Promise<Row[]> {
  const { rows } = await sql<{ id: number }>`select id from ${sql.id(entity.table)} where empresa_id = ${empresaId} order by id`.execute(t.engine.database.owner);
  const scope = { empresaId, usuarioId: 1 };
  return runInScope(scope, () => Promise.all(rows.map(({ id }) => t.engine.entities.get(entity, scope, id) as Promise<Row>)));
}

async function companyOf(table: string, id: number): Promise<number> {
  const { rows } = await sql<{ empresa_id: number }>`select empresa_id from ${sql.id(table)} where id = ${id}`.execute(t.engine.database.owner);
  return rows[0]!.empresa_id;
}

const named = (rows: Row[], summary: string) => new Map(rows.map((row) => [String(row[summary]), row]));
const idOf = (value: unknown) => (value as { id: number } | null)?.id;

describe('cópia de cadastros', () => {
  it('recusa empresas iguais com a mensagem do §5 e pede origem, destino e cadastros', async () => {
    const same = await copy({ origemId: DEMO, destinoId: DEMO, entidades: ['etapaSeletiva'] });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual([{ field: 'destinoId', message: 'Empresas Selecionadas devem ser diferentes' }]);
    const empty = await copy({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([
      { field: 'origemId', message: 'Empresa de origem é obrigatória' },
      { field: 'destinoId', message: 'Empresa de destino é obrigatória' },
      { field: 'entidades', message: 'Selecione ao menos um cadastro' },
    ]);
    const unknown = await copy({ origemId: DEMO, destinoId: NORTE, entidades: ['colaborador'] });
    expect(unknown.json().fields).toEqual([{ field: 'entidades', message: 'Cadastro que não se copia: colaborador' }]);
  });

  it('só copia entre empresas em que o usuário tem a tela: outra empresa responde 403', async () => {
    // The Filial Norte user administers her company only: Empresa Demonstração is not hers.
    const options = (await t.request('GET', '/api/copia-cadastros', { cookie: t.norte })).json<CopiaCadastrosOpcoes>();
    expect(options.empresas.map((e) => e.id)).toEqual([NORTE]);
    for (const [origemId, destinoId] of [[DEMO, NORTE], [NORTE, DEMO]]) {
      const refused = await copy({ origemId, destinoId, entidades: ['etapaSeletiva'] }, t.norte);
      expect(refused.statusCode).toBe(403);
    }
    // A profile without the screen: 403 on both calls; no session: 401.
    const gestora = await t.login(GESTORA);
    expect((await t.request('GET', '/api/copia-cadastros', { cookie: gestora })).statusCode).toBe(403);
    expect((await copy({ origemId: DEMO, destinoId: NORTE, entidades: ['etapaSeletiva'] }, gestora)).statusCode).toBe(403);
    expect((await t.request('GET', '/api/copia-cadastros')).statusCode).toBe(401);
    const admin = (await t.request('GET', '/api/copia-cadastros', { cookie: t.admin })).json<CopiaCadastrosOpcoes>();
    expect(admin.empresas.map((e) => e.id).sort()).toEqual([DEMO, NORTE]);
  });

  it('recusa um cadastro sem os cadastros a que ele se refere', async () => {
    const refused = await copy({ origemId: DEMO, destinoId: NORTE, entidades: ['faixaSalarial', 'areaOrganizacional'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'entidades', message: 'Para copiar Faixas Salariais, selecione também Cargos e Índices.' }]);
  });

  it('uma recusa no meio da cópia não deixa nada no destino', async () => {
    const options = (await t.request('GET', '/api/copia-cadastros', { cookie: t.admin })).json<CopiaCadastrosOpcoes>();
    const entities = options.cadastros.map((c) => t.engine.registry.get(c.nome));
    const counts = async () => Promise.all(entities.map(async (e) => (await recordsOf(e, NORTE)).length));
    const before = await counts();
    let refuse = true;
    // Cargos come after the areas and competences they refer to: those were already written when this refuses.
    t.engine.hooks.register('cargo', {
      beforeWrite({ action, scope }) {
        if (refuse && action === 'create' && scope.empresaId === NORTE) throw errors.validation([{ field: 'nome', message: 'Recusado pelo teste' }]);
      },
    });
    const failed = await copy({ origemId: DEMO, destinoId: NORTE, entidades: options.cadastros.map((c) => c.nome) });
    refuse = false;
    expect(failed.statusCode).toBe(400);
    // The refusal names the record it was about.
    expect(failed.json().message).toMatch(/^Cargo ".+" não pôde ser copiado: Recusado pelo teste$/);
    expect(await counts()).toEqual(before);
  });

  it('copia tudo numa transação: referências para as cópias, globais mantidas, origem intacta, nomes repetidos informados', async () => {
    const options = (await t.request('GET', '/api/copia-cadastros', { cookie: t.admin })).json<CopiaCadastrosOpcoes>();
    expect(options.cadastros.map((c) => c.nome)).toEqual(expect.arrayContaining(['areaOrganizacional', 'cargo', 'faixaSalarial', 'curso', 'modeloAvaliacao']));
    const entities = options.cadastros.map((c) => t.engine.registry.get(c.nome));
    const source = new Map(await Promise.all(entities.map(async (e) => [e.name, await recordsOf(e, DEMO)] as const)));
    const targetBefore = new Map(await Promise.all(entities.map(async (e) => [e.name, await recordsOf(e, NORTE)] as const)));

    const cargoInclusions = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from auditoria where empresa_id = ${NORTE} and acao = 'C' and usuario_id = 1 and entidade = 'cargo'`.execute(t.engine.database.owner)).rows[0]!.n;
    const inclusionsBefore = await cargoInclusions();

    const response = await copy({ origemId: DEMO, destinoId: NORTE, entidades: options.cadastros.map((c) => c.nome) });
    expect(response.statusCode, response.body).toBe(200);
    const { cadastros } = response.json<CopiaCadastrosResultado>();
    const resultOf = (name: string) => cadastros.find((c) => c.nome === name)!;

    // The source is untouched, record by record.
    for (const entity of entities) expect(await recordsOf(entity, DEMO), entity.name).toEqual(source.get(entity.name));

    // Each register: its records copied, or reported when the target had one of the same name.
    for (const entity of entities) {
      const result = resultOf(entity.name);
      const after = await recordsOf(entity, NORTE);
      expect(after.length - targetBefore.get(entity.name)!.length, entity.name).toBe(result.copiados);
      expect(result.copiados + result.existentes.length, entity.name).toBe(source.get(entity.name)!.length);
    }
    // Filial Norte had a cargo "Operador de Produção" of its own: reported, not repeated.
    expect(resultOf('cargo').existentes).toContain('Operador de Produção');
    expect((await recordsOf(t.engine.registry.get('cargo'), NORTE)).filter((c) => c.nome === 'Operador de Produção')).toHaveLength(1);
    // Filial Norte had etapas of its own; one of the same name would have been reported, not repeated.
    const etapas = t.engine.registry.get('etapaSeletiva');
    const etapaNames = (await recordsOf(etapas, NORTE)).map((row) => row.nome);
    expect(new Set(etapaNames).size).toBe(etapaNames.length);

    // Every reference of every record in the target points at the target's records or at global data.
    for (const entity of entities) {
      for (const row of await recordsOf(entity, NORTE)) {
        const owners = [{ holder: entity, record: row as Record<string, unknown> }];
        for (const [property, schema] of Object.entries(entity.properties)) {
          if (typeof schema['x-children'] === 'string') {
            const child = t.engine.registry.get(schema['x-children']);
            for (const item of (row[property] as Record<string, unknown>[]) ?? []) owners.push({ holder: child, record: item });
          }
        }
        for (const { holder, record } of owners) {
          for (const field of referenceFields(holder)) {
            const target = t.engine.registry.get(field.target);
            if (target.scope !== 'empresa') continue;
            const ids = field.many ? ((record[field.path] as number[]) ?? []) : [idOf(record[field.path])].filter((id): id is number => id !== undefined);
            for (const id of ids) expect(await companyOf(target.table, id), `${holder.name}.${field.path}`).toBe(NORTE);
          }
        }
      }
    }

    // The copies point at the copies of what the originals pointed at (by name).
    const areas = t.engine.registry.get('areaOrganizacional');
    const areaName = new Map([...(await recordsOf(areas, DEMO)), ...(await recordsOf(areas, NORTE))].map((a) => [a.id, String(a.nome)]));
    // Area names are unique in a company: one Filial Norte already had is reported and kept, the others copied.
    const copiedAreas = named(await recordsOf(areas, NORTE), 'nome');
    for (const original of source.get('areaOrganizacional')!.filter((a) => !resultOf('areaOrganizacional').existentes.includes(String(a.nome)))) {
      const copied = copiedAreas.get(String(original.nome))!;
      expect(copied.id).not.toBe(original.id);
      expect(areaName.get(idOf(copied.areaMae)!), String(original.nome)).toBe(areaName.get(idOf(original.areaMae)!));
      // People are not copied: the responsáveis stay behind.
      expect(copied.responsaveis ?? []).toEqual([]);
    }
    const cargos = t.engine.registry.get('cargo');
    const copiedCargos = named(await recordsOf(cargos, NORTE), 'nome');
    // A cargo Filial Norte already had keeps its own areas: only the copies are compared.
    for (const original of source.get('cargo')!.filter((c) => !resultOf('cargo').existentes.includes(String(c.nome)))) {
      const copied = copiedCargos.get(String(original.nome))!;
      expect((copied.areasOrganizacionaisIds as number[]).map((id) => areaName.get(id)), String(original.nome)).toEqual(
        (original.areasOrganizacionaisIds as number[]).map((id) => areaName.get(id)),
      );
    }
    const faixas = t.engine.registry.get('faixaSalarial');
    const copiedFaixas = named(await recordsOf(faixas, NORTE), 'descricao');
    const cargoName = new Map([...(await recordsOf(cargos, DEMO)), ...(await recordsOf(cargos, NORTE))].map((c) => [c.id, c.nome]));
    const indice = t.engine.registry.get('indice');
    const indiceName = new Map([...(await recordsOf(indice, DEMO)), ...(await recordsOf(indice, NORTE))].map((i) => [i.id, i.nome]));
    expect(source.get('faixaSalarial')!.length).toBeGreaterThan(0);
    for (const original of source.get('faixaSalarial')!) {
      const copied = copiedFaixas.get(String(original.descricao))!;
      expect(copied.id).not.toBe(original.id);
      expect(await companyOf('cargo', idOf(copied.cargo)!)).toBe(NORTE);
      expect(cargoName.get(idOf(copied.cargo)!)).toBe(cargoName.get(idOf(original.cargo)!));
      // The CBO is global: the same occupation.
      expect(idOf(copied.cbo)).toBe(idOf(original.cbo));
      const historicos = (h: unknown) => (h as Record<string, unknown>[]).map((x) => ({ data: x.data, tipo: x.tipo, valor: x.valor, indice: indiceName.get(idOf(x.indice)!) }));
      expect(historicos(copied.historicos)).toEqual(historicos(original.historicos));
    }

    // Audited as the administrator's inclusions in Filial Norte.
    expect((await cargoInclusions()) - inclusionsBefore).toBe(resultOf('cargo').copiados);

    // Again: what has a unique name is reported, not repeated.
    const again = await copy({ origemId: DEMO, destinoId: NORTE, entidades: ['etapaSeletiva', 'categoriaCurso'] });
    expect(again.statusCode).toBe(200);
    for (const result of again.json<CopiaCadastrosResultado>().cadastros) {
      expect(result.copiados, result.nome).toBe(0);
      expect(result.existentes.sort(), result.nome).toEqual(source.get(result.nome)!.map((row) => String(row.nome)).sort());
    }
  });
});
