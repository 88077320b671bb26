/**
 * The `DataProvider` over fetch (spec §7 "General client behaviour"). Everything the shell
 * reacts to (error display, expired session, tab conflict, loading indicator) comes in as
 * options, so this file has no React in it and tests drive it with a fake fetch.
 */
import type { OptionItem, Page } from '../../engine/api-types';
import { ApiRequestError } from '../../engine/react/data-provider';
import type { CallOptions, DataProvider, Download, ErrorMode, ListParams, RequestOptions } from '../../engine/react/data-provider';
import { outsideTheForm } from '../../engine/react/server-field-errors';
import { errorFromResponse, tabConflictError, unreachableError } from './api-errors';
import { mergeBatchResults, splitAreaBatches } from './area-batches';
import { fileNameFromContentDisposition, fileNameFromPath } from './content-disposition';
import type { LoadingCounter } from './loading-counter';
import { compactParams, toQueryString } from './query-string';
import { shiftDates } from './server-time';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

export interface HttpDataProviderOptions {
  /** Prefix of every path; default `/api`. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Sent as `X-Referer` (browsers forbid setting Referer); default: the page's path. */
  currentPath?: () => string;
  /** Mode of calls that name none; default `messages`. */
  defaultErrorMode?: ErrorMode;
  /** Shows a failure in the given mode (toast or popup); called for every mode but `none` too. */
  presentError?: (error: ApiRequestError, mode: ErrorMode) => void;
  /** A 401 outside login: the session expired. */
  onUnauthorized?: (error: ApiRequestError) => void;
  /** While another tab switched company, writes from this tab are refused (spec §8). */
  writeGuard?: { isBlocked(): boolean; onBlocked(): void };
  loading?: LoadingCounter;
}

/** 401 here means wrong credentials or simply "not logged in", never an expired session. */
const SESSION_PATHS = ['/login', '/logout', '/userinfo', '/externo/login', '/externo/userinfo'];
/** Logging in or out must stay possible in a tab that is in conflict. */
const WRITE_GUARD_EXEMPT = ['/login', '/logout', '/externo/login', '/externo/userinfo/logout'];
const READ_METHODS = new Set<HttpMethod>(['GET', 'HEAD', 'OPTIONS']);

interface SendOptions extends RequestOptions {
  method: HttpMethod;
  path: string;
  responseType: 'json' | 'blob';
}

interface RawAnswer {
  response: Response;
  blob?: Blob;
  data?: unknown;
}

function normalisePath(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

function pathOnly(path: string): string {
  return path.split('?')[0] ?? path;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : (error as Error)?.name === 'AbortError';
}

function encodeBody(body: unknown, form: boolean | undefined): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return { body };
  const shifted = shiftDates(body);
  if (form) {
    const encoded = new URLSearchParams();
    for (const [key, value] of Object.entries(compactParams(shifted as Record<string, unknown>))) {
      for (const item of Array.isArray(value) ? value : [value]) encoded.append(key, String(item));
    }
    return { body: encoded, contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
  }
  return { body: JSON.stringify(shifted), contentType: 'application/json' };
}

/** JSON when it parses, else the text (some endpoints answer plain text). */
async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createHttpDataProvider(options: HttpDataProviderOptions = {}): DataProvider {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const currentPath = options.currentPath ?? (() => (typeof window === 'undefined' ? '/' : window.location.pathname));
  const defaultMode = options.defaultErrorMode ?? 'messages';

  function fail(error: ApiRequestError, path: string, mode: ErrorMode, formFields?: readonly string[]): never {
    if (error.status === 401 && !SESSION_PATHS.includes(pathOnly(path))) options.onUnauthorized?.(error);
    // A form shows its fields' messages on them; only the rest is presented.
    const shown = formFields ? outsideTheForm(error, formFields) : error;
    if (mode !== 'none' && shown) options.presentError?.(shown, mode);
    throw error;
  }

  /** One fetch; failures come back as unpresented `ApiRequestError`s (or the abort). */
  async function sendOnce(call: SendOptions): Promise<RawAnswer> {
    const { body, contentType } = encodeBody(call.body, call.form);
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Referer': currentPath() };
    if (contentType) headers['Content-Type'] = contentType;
    const url = `${baseUrl}${call.path}${toQueryString(call.params)}`;
    options.loading?.start();
    try {
      let response: Response;
      try {
        response = await doFetch(url, { method: call.method, headers, body, credentials: 'include', signal: call.signal });
      } catch (error) {
        if (isAbort(error)) throw error;
        throw unreachableError();
      }
      if (!response.ok) throw errorFromResponse(response.status, await response.text());
      if (call.responseType === 'blob') return { response, blob: await response.blob() };
      return { response, data: await readJson(response) };
    } finally {
      options.loading?.end();
    }
  }

  async function send<T>(call: SendOptions): Promise<RawAnswer & { data?: T }> {
    const mode = call.errorMode ?? defaultMode;
    if (!READ_METHODS.has(call.method) && options.writeGuard?.isBlocked() && !WRITE_GUARD_EXEMPT.includes(pathOnly(call.path))) {
      options.writeGuard.onBlocked();
      return fail(tabConflictError(), call.path, mode);
    }
    const batches = call.method === 'GET' && call.responseType === 'json' ? splitAreaBatches(call.params) : [call.params];
    try {
      if (batches.length === 1) return (await sendOnce(call)) as RawAnswer & { data?: T };
      const answers = await Promise.all(batches.map((params) => sendOnce({ ...call, params })));
      const first = answers[0] as RawAnswer;
      return { response: first.response, data: mergeBatchResults(answers.map((answer) => answer.data)) as T };
    } catch (error) {
      // Shown once even when several batches failed.
      if (error instanceof ApiRequestError) fail(error, call.path, mode, call.formFields);
      throw error;
    }
  }

  async function request<T>(method: HttpMethod, path: string, requestOptions: RequestOptions = {}): Promise<T> {
    const answer = await send<T>({ ...requestOptions, method, path: normalisePath(path), responseType: 'json' });
    return answer.data as T;
  }

  const resourcePath = (resource: string, id?: number | string) =>
    id === undefined ? normalisePath(resource) : `${normalisePath(resource)}/${encodeURIComponent(String(id))}`;

  return {
    getList<T>(resource: string, params: ListParams, callOptions?: CallOptions) {
      const query = { ...compactParams(params.filters), page: params.page, size: params.size, sort: params.sort, ...(params.fields && { campos: params.fields.join(',') }) };
      return request<Page<T>>('GET', resourcePath(resource), { ...callOptions, params: query });
    },
    getOne<T>(resource: string, id: number | string, callOptions?: CallOptions) {
      return request<T>('GET', resourcePath(resource, id), callOptions);
    },
    async getOptions(resource: string, params?: Record<string, unknown>) {
      // Dropdown loaders fail silently with an empty list (spec §7).
      try {
        const query = { ...params, unpaged: true, resumido: true };
        const items = await request<OptionItem[]>('GET', resourcePath(resource), { params: query, errorMode: 'none' });
        return Array.isArray(items) ? items : [];
      } catch {
        return [];
      }
    },
    create<T>(resource: string, data: unknown, callOptions?: CallOptions) {
      return request<T>('POST', resourcePath(resource), { ...callOptions, body: data });
    },
    update<T>(resource: string, id: number | string, data: unknown, callOptions?: CallOptions) {
      if (id === undefined || id === null || id === '') return Promise.reject(new Error('No id in Entity'));
      return request<T>('PUT', resourcePath(resource, id), { ...callOptions, body: data });
    },
    async remove(resource: string, id: number | string, callOptions?: CallOptions) {
      await request<void>('DELETE', resourcePath(resource, id), callOptions);
    },
    request,
    async download(path: string, downloadOptions: RequestOptions & { method?: 'GET' | 'POST' } = {}): Promise<Download> {
      const { method = 'GET', ...rest } = downloadOptions;
      const normalised = normalisePath(path);
      const answer = await send({ ...rest, method, path: normalised, responseType: 'blob' });
      const header = answer.response.headers.get('content-disposition');
      return { blob: answer.blob as Blob, fileName: fileNameFromContentDisposition(header) ?? fileNameFromPath(normalised) };
    },
  };
}
