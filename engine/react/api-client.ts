/**
 * The typed client of the hand-written routes: `call(provider, 'GET /externo/anuncios', …)`
 * takes only a route the server documents (generated/api-routes.ts, from the same contracts as
 * the OpenAPI document), asks for its path parameters by name, and answers its documented
 * type — so a renamed route or a changed answer fails the type check, not the user.
 * The generic CRUD, whose paths come from declarations at run time, stays on the provider.
 */
import type { ApiRoutes } from '../../generated/api-routes';
import type { DataProvider, RequestOptions } from './data-provider';

export type ApiRoute = keyof ApiRoutes;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `{id}` of `/x/{id}/y` as `{ id: string | number }`. */
type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? { [K in Name]: string | number } & PathParams<Rest> : unknown;
type PathOf<R extends ApiRoute> = R extends `${Method} ${infer P}` ? P : never;
type HasParams<R extends ApiRoute> = PathOf<R> extends `${string}{${string}` ? true : false;

export type CallOptions<R extends ApiRoute> = Omit<RequestOptions, 'body'> & { body?: ApiRoutes[R]['body'] } & (HasParams<R> extends true ? { path: PathParams<PathOf<R>> } : { path?: never });

/** The path with its parameters filled in, each encoded. */
export function fillPath(path: string, values: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Parâmetro ${name} ausente em ${path}`);
    return encodeURIComponent(String(value));
  });
}

export function call<R extends ApiRoute>(provider: DataProvider, route: R, ...[options]: HasParams<R> extends true ? [CallOptions<R>] : [CallOptions<R>?]): Promise<ApiRoutes[R]['response']> {
  const space = route.indexOf(' ');
  const { path, ...rest } = (options ?? {}) as RequestOptions & { path?: Record<string, string | number> };
  return provider.request<ApiRoutes[R]['response']>(route.slice(0, space) as Method, fillPath(route.slice(space + 1), path), rest);
}
