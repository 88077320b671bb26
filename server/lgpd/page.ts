/**
 * A person's data as a page to read (LGPD art. 18: "em formato … de fácil compreensão"):
 * the same export as the JSON download, every value by its field's title — codes by their
 * names, references by their summaries, dates as dd/mm/aaaa — and the changes in a table.
 * Handlebars escapes every value: names and notes stay text.
 */
import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';
import { layOutRecord, type DocumentBlock, type LaidOutSection } from '../../engine/report/document-layout';
import { formatDate } from '../../engine/format/dates';
import type { RegisteredEntity } from '../../engine/registry/registry';
import { configValues } from '../crud/company-config';
import { loadListed, referenceLists } from '../reports/document-data';
import type { Scope } from '../db/tenant-context';
import type { Engine } from '../engine';
import type { PersonalExport } from './export';

type Data = Record<string, unknown>;

interface Part {
  titulo: string;
  secoes: { subtitulo?: string; blocks: DocumentBlock[] }[];
}

const handlebars = Handlebars.create();
handlebars.registerHelper('eq', (a: unknown, b: unknown) => a === b);
const template = handlebars.compile(readFileSync(new URL('./page.hbs', import.meta.url), 'utf8'), { strict: false });

const sections = (laid: LaidOutSection[], numbered?: string) =>
  laid.map((section, index) => ({ subtitulo: index === 0 ? numbered : section.title, blocks: section.blocks }));

export async function readablePage(engine: Engine, scope: Scope, data: PersonalExport): Promise<string> {
  const { registry } = engine;
  const { entity: person } = data;
  const others = [...data.proprios, ...data.relacionados];
  const config = await configValues(engine.db, registry, [...new Set([person, ...others.map(({ entity }) => entity)].flatMap((entity) => entity.configKeys))], scope.empresaId);
  const listed = await loadListed(engine, person, scope, data.registro, referenceLists(person, Object.keys(person.properties)));
  const record = (entity: RegisteredEntity, row: Data, title: string) => sections(layOutRecord(entity, registry, row, {}, config), title);

  const partes: Part[] = [
    { titulo: 'Cadastro', secoes: sections(layOutRecord(person, registry, data.registro, listed, config)) },
    ...others.map(({ entity, rows }) => ({ titulo: entity.labelPlural, secoes: rows.flatMap((row, i) => record(entity, row, `${entity.label} ${i + 1}`)) })),
    {
      titulo: 'Alterações nos seus dados',
      secoes: data.alteracoes.length
        ? [{ blocks: [{ kind: 'table', columns: ['Data', 'Ação', 'Registro', 'Feita por', 'Campos alterados'], rows: data.alteracoes.map((a) => [formatDate(a.quando), a.acao, a.registro, a.usuario || 'Você, pelo portal, ou o sistema', a.campos.join(', ')]) }] }]
        : [],
    },
    ...(data.aceitesTermos.length
      ? [
          {
            titulo: 'Termos aceitos',
            secoes: [{ blocks: [{ kind: 'table', columns: ['Termo', 'Aceito', 'Registrado em'], rows: data.aceitesTermos.map((t) => [t.termo, t.aceito ? 'Sim' : 'Não', t.registradoEm ? formatDate(new Date(t.registradoEm as string).toISOString()) : '']) }] }] as Part['secoes'],
          },
        ]
      : []),
  ];
  const empresa = await engine.db.selectFrom('empresa').select('nome').where('id', '=', scope.empresaId).executeTakeFirst();
  return template({ nome: data.registro[person.summary], empresa: empresa?.nome ?? 'a empresa', geradoEm: formatDate(data.geradoEm), partes });
}
