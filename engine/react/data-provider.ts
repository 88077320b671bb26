/**
 * The one contract every screen uses to reach the API (react-admin's DataProvider idea):
 * screens never call fetch directly. The shell provides the HTTP implementation
 * (renderers/api/http-data-provider.ts); tests use `failingDataProvider` and override only
 * what they need.
 */
import { createContext, useContext } from 'react';
import type { ApiError, OptionItem, Page } from '../api-types';

/** How a failed call is shown (spec §8): not at all, as a popup, or as sticky messages. */
export type ErrorMode = 'none' | 'popup' | 'messages';

export interface CallOptions {
  errorMode?: ErrorMode;
  /**
   * Top-level properties the calling form shows: the server's messages about them go on those
   * fields (the form keeps them), and only the others are presented (none: nothing is).
   */
  formFields?: readonly string[];
  /** Abort a call whose answer is no longer wanted. */
  signal?: AbortSignal;
}

export interface ListParams {
  page: number;
  size: number;
  /** `campo,asc|desc`. */
  sort?: string;
  /** Declared filters by query-parameter name; empty values are dropped. */
  filters?: Record<string, unknown>;
  /** Only these properties of each record (`campos`); all when absent. */
  fields?: string[];
}

export interface RequestOptions extends CallOptions {
  params?: Record<string, unknown>;
  body?: unknown;
  /** Sent as application/x-www-form-urlencoded instead of JSON. */
  form?: boolean;
}

export interface Download {
  blob: Blob;
  /** From the content-disposition header. */
  fileName: string;
}

export interface DataProvider {
  getList<T>(resource: string, params: ListParams, options?: CallOptions): Promise<Page<T>>;
  getOne<T>(resource: string, id: number | string, options?: CallOptions): Promise<T>;
  /** Dropdown loader (`?unpaged=true&resumido=true`); a failure yields an empty list (spec §7). */
  getOptions(resource: string, params?: Record<string, unknown>): Promise<OptionItem[]>;
  create<T>(resource: string, data: unknown, options?: CallOptions): Promise<T>;
  update<T>(resource: string, id: number | string, data: unknown, options?: CallOptions): Promise<T>;
  remove(resource: string, id: number | string, options?: CallOptions): Promise<void>;
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS', path: string, options?: RequestOptions): Promise<T>;
  download(path: string, options?: RequestOptions & { method?: 'GET' | 'POST' }): Promise<Download>;
}

/** Thrown by every failing call; `body` is the server's `{code, message, fields?}`. */
export class ApiRequestError extends Error {
  constructor(public readonly status: number, public readonly body: ApiError) {
    super(body.message);
    this.name = 'ApiRequestError';
  }
}

const notProvided = (name: string) => () => {
  throw new Error(`DataProvider.${name} não foi fornecido neste teste`);
};

/** Test double: every method throws unless the test overrides it. */
export function failingDataProvider(overrides: Partial<DataProvider> = {}): DataProvider {
  return {
    getList: notProvided('getList'),
    getOne: notProvided('getOne'),
    getOptions: notProvided('getOptions'),
    create: notProvided('create'),
    update: notProvided('update'),
    remove: notProvided('remove'),
    request: notProvided('request'),
    download: notProvided('download'),
    ...overrides,
  } as DataProvider;
}

export const DataProviderContext = createContext<DataProvider | null>(null);

export function useDataProvider(): DataProvider {
  const provider = useContext(DataProviderContext);
  if (!provider) throw new Error('DataProviderContext ausente');
  return provider;
}
