/**
 * The copy itself: every record of the chosen registers read in the source company and written
 * in the target one through the engine (`insertIn`: the entity's hooks, reference checks and
 * audit, in the target's scope), all in one transaction — a refusal anywhere leaves the target
 * as it was. The source is only read.
 *
 * References are rewritten as they are copied: to a copied register, the copy (or the target's
 * record with the same `unique` values, when the target had it); to global data, kept; to
 * anything else (people, movements: not registers), left empty and reported. Registers are
 * copied after those they refer to (plano.ts), and a register referring to itself (the areas'
 * tree) parent first.
 */
import { childrenOf, type RegisteredEntity } from '../../../engine/registry/registry';
import { grammarOfTitle } from '../../../engine/validation/grammar';
import { valueAtPath, withValueAt } from '../../../engine/table/stored-fields';
import type { Db } from '../../../server/db/database';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import { uniqueHolder } from '../../../server/crud/unique';
import type { Engine } from '../../../server/engine';
import { AppError } from '../../../server/errors';
import type { CopiaCadastroResultado } from './copia-cadastros.api';
import { referenceFields } from './plano';

type Row = Record<string, unknown> & { id: number };
/** Per copied entity, source id → target id. */
type Copies = Map<string, Map<number, number>>;

export async function copyRegisters(engine: Engine, order: RegisteredEntity[], origem: Scope, destino: Scope): Promise<CopiaCadastroResultado[]> {
  return engine.db.transaction().execute(async (trx) => {
    const copies: Copies = new Map();
    const results: CopiaCadastroResultado[] = [];
    for (const entity of order) {
      const copied = new Map<number, number>();
      copies.set(entity.name, copied);
      const emptied = new Set<string>();
      const result: CopiaCadastroResultado = { nome: entity.name, rotulo: entity.labelPlural, copiados: 0, existentes: [], camposVazios: [] };
      for (const record of parentsFirst(entity, await sourceRecords(engine, trx, entity, origem))) {
        const data = copyData(engine, entity, record, copies, emptied);
        const existing = (await runInScope(destino, () => uniqueHolder(trx, entity, destino.empresaId, data)))?.id;
        if (existing !== undefined) {
          copied.set(record.id, existing);
          result.existentes.push(String(record[entity.summary] ?? record.id));
          continue;
        }
        const created = await runInScope(destino, () => engine.entities.insertIn(trx, entity, destino, data)).catch((error: unknown) => {
          throw refusalOf(entity, record, error);
        });
        copied.set(record.id, created.id);
        result.copiados += 1;
      }
      results.push({ ...result, camposVazios: [...emptied] });
    }
    return results;
  });
}

/** A hook's refusal of a copy (the target's rules), naming the record: the whole copy is undone. */
function refusalOf(entity: RegisteredEntity, record: Row, error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  const detail = error.fields?.map((field) => field.message).join('; ') || error.message;
  const copied = grammarOfTitle(entity.label).feminine ? 'copiada' : 'copiado';
  return new AppError(error.statusCode, error.code, `${entity.label} "${String(record[entity.summary] ?? record.id)}" não pôde ser ${copied}: ${detail}`);
}

/** Every record of the register in the source company, as the engine reads it (lists and owned records with it). */
async function sourceRecords(engine: Engine, trx: Db, entity: RegisteredEntity, origem: Scope): Promise<Row[]> {
  const records: Row[] = [];
  for (const id of await engine.entities.idsOf(entity, origem, trx)) records.push((await engine.entities.get(entity, origem, id, trx)) as Row);
  return records;
}

/** Records referring to others of the same register (an area's mother area) after those. */
function parentsFirst(entity: RegisteredEntity, records: Row[]): Row[] {
  const own = referenceFields(entity).filter((field) => field.target === entity.name);
  if (!own.length) return records;
  const ids = new Set(records.map((record) => record.id));
  const placed = new Set<number>();
  const ordered: Row[] = [];
  let pending = records;
  while (pending.length) {
    const ready = pending.filter((record) => own.every((field) => referencedIds(record, field.path, field.many).every((id) => !ids.has(id) || placed.has(id))));
    // A cycle cannot be placed parent first: its records go as they are and their copy refuses them.
    const next = ready.length ? ready : pending;
    for (const record of next) {
      placed.add(record.id);
      ordered.push(record);
    }
    pending = pending.filter((record) => !placed.has(record.id));
  }
  return ordered;
}

function referencedIds(record: Record<string, unknown>, path: string, many: boolean): number[] {
  const value = valueAtPath(record, path);
  if (many) return ((value as (number | null)[] | undefined) ?? []).filter((id): id is number => id !== null);
  return value ? [(value as { id: number }).id] : [];
}

/** The declared properties of a record (and of its owned records), references rewritten for the target. */
function copyData(engine: Engine, entity: RegisteredEntity, record: Row, copies: Copies, emptied: Set<string>): Record<string, unknown> {
  const data = rewritten(engine, entity, record, copies, emptied, '');
  for (const { property, child } of childrenOf(entity, engine.registry)) {
    const items = (record[property] as Record<string, unknown>[] | undefined) ?? [];
    data[property] = items.map((item) => rewritten(engine, child, item, copies, emptied, `${child.label}: `));
  }
  return data;
}

function rewritten(engine: Engine, entity: RegisteredEntity, record: Record<string, unknown>, copies: Copies, emptied: Set<string>, label: string): Record<string, unknown> {
  let data: Record<string, unknown> = {};
  for (const property of Object.keys(entity.properties)) if (property in record) data[property] = structuredClone(record[property]);
  for (const field of referenceFields(entity)) {
    const ids = referencedIds(record, field.path, field.many);
    if (!ids.length) continue;
    const target = engine.registry.get(field.target);
    if (target.scope === 'global') continue;
    const copied = copies.get(target.name);
    if (!copied) {
      // Not a register copied here (people, movements): the copy does not point at the source's record.
      emptied.add(`${label}${field.title}`);
      data = withValueAt(data, field.path, field.many ? [] : null);
      continue;
    }
    // Registers are copied after those they refer to and an area after its mother: each id is mapped by now.
    const mapped = ids.map((id) => copied.get(id));
    if (mapped.some((id) => id === undefined)) throw new Error(`Cópia de cadastros: ${entity.name}.${field.path} aponta para ${target.name} ainda não copiado`);
    data = withValueAt(data, field.path, field.many ? mapped : { id: mapped[0] });
  }
  return data;
}

