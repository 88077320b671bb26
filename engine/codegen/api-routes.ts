/**
 * The browser's typed client, from the same contracts as the OpenAPI document: every route
 * that documents itself (`config.openapi`) becomes an entry `'GET /externo/anuncios'` of the
 * `ApiRoutes` interface, with the TypeScript types its contract names for the answer and the
 * body (engine/react/api-client.ts calls through it). A name no API type file exports is
 * `unknown`, a body given as a schema (an action's form) is a plain object, an undescribed one
 * `unknown`.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

export interface DocumentedRoute {
  method: string;
  /** `/api/x/:id`. */
  url: string;
  doc?: { body?: unknown; bodyType?: string; response?: unknown };
}

/** Where each exported type name is written, from the files that hold the API's types. */
export function typeIndex(files: string[], root: string): Map<string, string> {
  const index = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    // Declared here, or re-exported (`export type { A, B } from '…'`).
    const declared = [...text.matchAll(/^export (?:interface|type) (\w+)/gm)].map(([, name]) => name!);
    const reexported = [...text.matchAll(/^export type \{([^}]+)\}/gm)].flatMap(([, names]) => names!.split(',').map((name) => name.trim()));
    for (const name of [...declared, ...reexported]) if (!index.has(name)) index.set(name, relative(root, file).replace(/\.ts$/, ''));
  }
  return index;
}

/** `/api/x/:id` → `/x/{id}`: the path as the data provider takes it, parameters as OpenAPI writes them. */
export const clientPath = (url: string): string => url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');

/** The generated module's text; `from` is the folder it is written to, relative to `root`. */
export function apiRoutesModule(routes: DocumentedRoute[], index: Map<string, string>, from: string): string {
  const used = new Map<string, Set<string>>();
  const typeOf = (contract: unknown, fallback: string): string => {
    if (typeof contract !== 'string') return contract === undefined ? fallback : 'Record<string, unknown>';
    if (contract === 'arquivo') return 'Blob';
    // A record's input (`CandidatoEntrada`) comes from a generic form, whose values the server validates against the declaration.
    if (contract.endsWith('Entrada')) return 'Record<string, unknown>';
    const list = contract.endsWith('[]');
    const name = list ? contract.slice(0, -2) : contract;
    const file = index.get(name);
    if (!file) return 'unknown';
    if (!used.has(file)) used.set(file, new Set());
    used.get(file)!.add(name);
    return list ? `${name}[]` : name;
  };
  const entries = routes
    .filter((route) => route.doc && route.method !== 'HEAD')
    .map(({ method, url, doc }) => {
      // A body its contract does not describe is whatever the route reads.
      const body = doc!.bodyType === 'multipart/form-data' ? 'FormData' : typeOf(doc!.body, ['GET', 'DELETE'].includes(method) ? 'never' : 'unknown');
      return `  '${method} ${clientPath(url)}': { response: ${typeOf(doc!.response, 'void')}; body: ${body} };`;
    })
    .sort();
  const up = from.split('/').map(() => '..').join('/');
  const imports = [...used].sort().map(([file, names]) => `import type { ${[...names].sort().join(', ')} } from '${up}/${file}';`);
  return ['/* Gerado por `npm run gen` a partir das rotas documentadas: não edite. */', ...imports, '', 'export interface ApiRoutes {', ...new Set(entries), '}', ''].join('\n');
}
