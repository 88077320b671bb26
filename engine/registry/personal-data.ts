/**
 * What an entity's `personalData` declaration means for one record: what identifies the person,
 * what finds them in copies, and the action that downloads their data (LGPD art. 18).
 */
import type { ActionDeclaration } from '../declaration';
import { valueAtPath } from '../table/stored-fields';
import type { RegisteredEntity } from './registered-entity';

type Data = Record<string, unknown>;

/** `GET /api/<resource>/{id}/<this>`: the person's data, for HR to hand over. */
export const PERSONAL_DATA_PATH = 'dados-pessoais';

/** Offered on the records of every entity that declares `personalData`. */
export const personalDataAction: ActionDeclaration = { name: 'dadosPessoais', label: 'Dados pessoais (LGPD)', icon: 'shield', download: PERSONAL_DATA_PATH };

const texts = (values: unknown[]): string[] => values.filter((value): value is string => typeof value === 'string' && value !== '');

/** The values that identify the person uniquely (CPF, e-mail). */
export const identifiersOf = (entity: RegisteredEntity, record: Data): string[] => texts((entity.personalData?.identifiers ?? []).map((path) => valueAtPath(record, path)));

/** What finds the person in copies outside the database (saved e-mails, reports): the name too. */
export const tracesOf = (entity: RegisteredEntity, record: Data): string[] => [...texts([record[entity.summary]]), ...identifiersOf(entity, record)];
