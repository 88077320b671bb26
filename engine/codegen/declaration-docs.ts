/**
 * `docs/declarations.md`: every key of the declaration formats (entity, report, document),
 * from the TSDoc of their TypeScript types as `npm run gen` turned them into JSON Schema, and
 * every JSON Schema keyword the engine adds. Written by `npm run gen`; a test keeps it current.
 */
import { KEYWORD_DOCS } from '../validation/keyword-docs';

type Node = { [key: string]: unknown };
type Format = { title: string; root: string; schema: { definitions?: Record<string, Node> } };

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

/** A property's type as a reader wants it: `texto`, `lista de Coluna`, `"a" | "b"`. */
function typeOf(node: Node | undefined): string {
  if (!node) return '';
  if (typeof node.$ref === 'string') return `[${node.$ref.split('/').pop()!}](#${anchor(node.$ref.split('/').pop()!)})`;
  if (Array.isArray(node.enum)) return node.enum.map((v) => `\`${JSON.stringify(v)}\``).join(' \\| ');
  if (Array.isArray(node.anyOf)) return (node.anyOf as Node[]).map(typeOf).join(' \\| ');
  if (node.type === 'array') return `lista de ${typeOf(node.items as Node) || 'valores'}`;
  if (Array.isArray(node.type)) return node.type.join(' \\| ');
  return typeof node.type === 'string' ? node.type : 'valor';
}

const anchor = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The explanation of a property: its own, its type's, or (the one key of a documented form) its form's. */
export function describeProperty(definitions: Record<string, Node>, owner: Node, node: Node): string | undefined {
  if (typeof node.description === 'string') return node.description;
  const target = typeof node.$ref === 'string' ? definitions[node.$ref.split('/').pop()!] : undefined;
  if (typeof target?.description === 'string') return target.description;
  if (Object.keys((owner.properties ?? {}) as object).length === 1 && typeof owner.description === 'string') return owner.description;
  return undefined;
}

/** Every key left unexplained, as `Definição.chave`. */
export function undocumented(formats: Format[]): string[] {
  return formats.flatMap(({ schema }) => {
    const definitions = schema.definitions ?? {};
    return Object.entries(definitions).flatMap(([name, definition]) =>
      Object.entries((definition.properties ?? {}) as Record<string, Node>)
        .filter(([key, node]) => key !== '$schema' && !describeProperty(definitions, definition, node))
        .map(([key]) => `${name}.${key}`),
    );
  });
}

export function declarationDocs(formats: Format[]): string {
  const lines = [
    '# Declarações: referência',
    '',
    'Gerado por `npm run gen` a partir de `engine/declaration.ts`, `engine/report/declaration.ts`,',
    '`engine/report/query-declaration.ts` e `engine/report/document-declaration.ts` (e de',
    '`engine/validation/keyword-docs.ts`): não edite. `npm run check` confere uma pasta de declarações contra isto.',
    '',
  ];
  const printed = new Set<string>();
  for (const { title, root, schema } of formats) {
    lines.push(`## ${title}`, '');
    const definitions = schema.definitions ?? {};
    // The root first, then its parts in the order the generator wrote them; a part two formats share, once.
    const names = [root, ...Object.keys(definitions).filter((name) => name !== root)].filter((name) => !printed.has(name));
    for (const name of names) {
      printed.add(name);
      const definition = definitions[name]!;
      const properties = Object.entries((definition.properties ?? {}) as Record<string, Node>).filter(([key]) => key !== '$schema');
      lines.push(`### ${name}`, '');
      if (typeof definition.description === 'string') lines.push(oneLine(definition.description), '');
      if (!properties.length) {
        lines.push(`Tipo: ${typeOf(definition)}`, '');
        continue;
      }
      const required = new Set((definition.required as string[] | undefined) ?? []);
      lines.push('| Chave | Tipo | | Significado |', '|---|---|---|---|');
      for (const [key, node] of properties) {
        lines.push(`| \`${key}\` | ${typeOf(node)} | ${required.has(key) ? 'obrigatória' : ''} | ${oneLine(describeProperty(definitions, definition, node) ?? '')} |`);
      }
      lines.push('');
    }
  }
  lines.push('## Palavras-chave de JSON Schema do motor', '', 'Além das do JSON Schema (draft-07) e dos formatos (`date`, `email`…, `formatMinimum`…):', '');
  lines.push('| Palavra-chave | Significado |', '|---|---|');
  for (const [keyword, text] of Object.entries(KEYWORD_DOCS)) lines.push(`| \`${keyword}\` | ${oneLine(text)} |`);
  return `${lines.join('\n')}\n`;
}
