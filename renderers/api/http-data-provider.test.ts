import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../engine/react/data-provider';
import type { ErrorMode } from '../../engine/react/data-provider';
import { createHttpDataProvider } from './http-data-provider';
import type { HttpDataProviderOptions } from './http-data-provider';
import { createLoadingCounter } from './loading-counter';

interface Call {
  url: URL;
  init: RequestInit;
}

/** A fake fetch that records calls and answers with `respond`. */
function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: new URL(String(input), 'http://localhost'), init: init ?? {} };
    calls.push(call);
    return respond(call);
  });
  return { calls, fetch: fn as unknown as typeof fetch };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function provider(respond: (call: Call) => Response | Promise<Response>, extra: HttpDataProviderOptions = {}) {
  const fake = fakeFetch(respond);
  const presented: { error: ApiRequestError; mode: ErrorMode }[] = [];
  const dp = createHttpDataProvider({
    fetch: fake.fetch,
    currentPath: () => '/captacao/anuncios',
    presentError: (error, mode) => presented.push({ error, mode }),
    ...extra,
  });
  return { dp, calls: fake.calls, presented };
}

describe('http data provider: requests', () => {
  it('sends credentials, the X-Referer header and list params', async () => {
    const page = { content: [{ id: 1 }], pageable: { paged: true, offset: 0 }, size: 15, totalElements: 1 };
    const { dp, calls } = provider(() => json(page));
    const result = await dp.getList('anuncios', { page: 0, size: 15, sort: 'nome,asc', filters: { nome: 'ana', vazio: '' } });
    expect(result).toEqual(page);
    const call = calls[0] as Call;
    expect(call.url.pathname).toBe('/api/anuncios');
    expect(call.url.searchParams.get('page')).toBe('0');
    expect(call.url.searchParams.get('size')).toBe('15');
    expect(call.url.searchParams.get('sort')).toBe('nome,asc');
    expect(call.url.searchParams.get('nome')).toBe('ana');
    expect(call.url.searchParams.has('vazio')).toBe(false);
    expect(call.init.credentials).toBe('include');
    expect((call.init.headers as Record<string, string>)['X-Referer']).toBe('/captacao/anuncios');
  });

  it('creates with POST, updates with PUT /id and refuses an update without id', async () => {
    const { dp, calls } = provider((call) => json({ id: 7, ...JSON.parse(String(call.init.body)) }));
    await dp.create('etapas-seletivas', { nome: 'Entrevista' });
    await dp.update('etapas-seletivas', 7, { nome: 'Prova' });
    expect(calls.map((c) => `${c.init.method} ${c.url.pathname}`)).toEqual([
      'POST /api/etapas-seletivas',
      'PUT /api/etapas-seletivas/7',
    ]);
    expect(((calls[0] as Call).init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    await expect(dp.update('etapas-seletivas', '', {})).rejects.toThrow('No id in Entity');
  });

  it('sends form-encoded bodies when asked', async () => {
    const { dp, calls } = provider(() => new Response(null, { status: 204 }));
    await dp.request('POST', '/externo/login', { body: { cpf: '52998224725', senha: 'x' }, form: true });
    expect(String(calls[0]?.init.body)).toBe('cpf=52998224725&senha=x');
  });
});

describe('http data provider: dates in the server time zone', () => {
  it('writes Date values in params and bodies as São Paulo wall-clock time', async () => {
    const { dp, calls } = provider(() => json({}));
    const instant = new Date('2024-01-15T13:30:00.000Z');
    await dp.request('POST', '/relatorios/x', { params: { inicio: instant }, body: { data: instant, itens: [{ em: instant }] } });
    const call = calls[0] as Call;
    expect(call.url.searchParams.get('inicio')).toBe('2024-01-15T10:30:00.000-03:00');
    expect(JSON.parse(String(call.init.body))).toEqual({
      data: '2024-01-15T10:30:00.000-03:00',
      itens: [{ em: '2024-01-15T10:30:00.000-03:00' }],
    });
  });
});

describe('http data provider: batches of 600 area ids', () => {
  it('splits a list call with 1300 areasIds into 3 calls and merges the pages', async () => {
    const { dp, calls } = provider((call) => {
      const ids = call.url.searchParams.getAll('areasIds');
      return json({ content: ids.slice(0, 2).map((id) => ({ id })), pageable: { paged: true, offset: 0 }, size: 15, totalElements: ids.length });
    });
    const areasIds = Array.from({ length: 1300 }, (_, i) => i + 1);
    const page = await dp.getList('colaboradores', { page: 0, size: 15, filters: { areasIds } });
    expect(calls.map((c) => c.url.searchParams.getAll('areasIds').length)).toEqual([600, 600, 100]);
    expect(page.totalElements).toBe(1300);
    expect(page.content).toHaveLength(6);
  });

  it('concatenates array answers of split areasOrganizacionaisIds calls', async () => {
    const { dp, calls } = provider((call) => json(call.url.searchParams.getAll('areasOrganizacionaisIds').slice(0, 1)));
    const ids = Array.from({ length: 601 }, (_, i) => String(i));
    const result = await dp.request<string[]>('GET', '/relatorio', { params: { areasOrganizacionaisIds: ids } });
    expect(calls).toHaveLength(2);
    expect(result).toEqual(['0', '600']);
  });

  it('does not split 600 ids', async () => {
    const { dp, calls } = provider(() => json([]));
    await dp.request('GET', '/x', { params: { areasIds: Array.from({ length: 600 }, (_, i) => i) } });
    expect(calls).toHaveLength(1);
  });
});

describe('http data provider: errors', () => {
  it('presents 400 with fields in the mode asked and throws the body', async () => {
    const body = { code: 'FIELD_VALIDATION_VIOLATION', message: 'Preencha os campos indicados', fields: [{ field: 'nome', message: 'obrigatório' }] };
    const { dp, presented } = provider(() => json(body, 400));
    const failure = await dp.create('areas-interesse', {}, { errorMode: 'popup' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).body).toEqual(body);
    expect(presented).toHaveLength(1);
    expect(presented[0]?.mode).toBe('popup');
  });

  it('uses messages by default and shows nothing in mode none', async () => {
    const { dp, presented } = provider(() => json({ code: 'X', message: 'Falhou' }, 500));
    await expect(dp.getOne('a', 1)).rejects.toThrow('Falhou');
    await expect(dp.getOne('a', 1, { errorMode: 'none' })).rejects.toThrow('Falhou');
    expect(presented.map((p) => p.mode)).toEqual(['messages']);
  });

  it('turns an error without message into code 500 "Erro"', async () => {
    const { dp } = provider(() => new Response('', { status: 418 }));
    const failure = (await dp.getOne('a', 1).catch((e: unknown) => e)) as ApiRequestError;
    expect(failure.body).toEqual({ code: '500', message: 'Erro' });
  });

  it('fills the spec messages of 403 and 404 bodies without message', async () => {
    const { dp } = provider((call) => new Response('{}', { status: call.url.pathname.endsWith('/1') ? 403 : 404 }));
    expect(((await dp.getOne('a', 1).catch((e: unknown) => e)) as ApiRequestError).body.message).toBe('Não autorizado.');
    expect(((await dp.getOne('a', 2).catch((e: unknown) => e)) as ApiRequestError).body.message).toBe(
      'O recurso solicitado não foi encontrado.',
    );
  });

  it('reports an unreachable API as api-unreachable', async () => {
    const { dp } = provider(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = (await dp.getOne('a', 1).catch((e: unknown) => e)) as ApiRequestError;
    expect(failure.body.code).toBe('api-unreachable');
    const proxy = provider(() => new Response('Bad Gateway', { status: 502 }));
    expect(((await proxy.dp.getOne('a', 1).catch((e: unknown) => e)) as ApiRequestError).body.code).toBe('api-unreachable');
  });

  it('marks the session expired on 401, except for session calls', async () => {
    const onUnauthorized = vi.fn();
    const { dp } = provider(() => json({ code: '401', message: 'Sessão expirada.' }, 401), { onUnauthorized });
    await expect(dp.getList('a', { page: 0, size: 15 })).rejects.toThrow('Sessão expirada.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(dp.request('POST', '/login', { body: {}, errorMode: 'none' })).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('lets an abort through without presenting it', async () => {
    const { dp, presented } = provider(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(dp.getOne('a', 1)).rejects.toMatchObject({ name: 'AbortError' });
    expect(presented).toHaveLength(0);
  });

  it('getOptions never throws and asks for the summary list', async () => {
    const ok = provider(() => json([{ id: 1, nome: 'TI' }]));
    expect(await ok.dp.getOptions('areas-interesse')).toEqual([{ id: 1, nome: 'TI' }]);
    expect(ok.calls[0]?.url.search).toBe('?unpaged=true&resumido=true');
    const broken = provider(() => json({ message: 'x' }, 500));
    expect(await broken.dp.getOptions('areas-interesse')).toEqual([]);
    expect(broken.presented).toHaveLength(0);
    const down = provider(() => Promise.reject(new TypeError('down')));
    expect(await down.dp.getOptions('areas-interesse')).toEqual([]);
  });
});

describe('http data provider: downloads', () => {
  it('takes the file name from content-disposition', async () => {
    const { dp } = provider(
      () =>
        new Response(new Blob(['%PDF']), {
          headers: { 'content-type': 'application/pdf', 'content-disposition': "attachment; filename=\"x.pdf\"; filename*=UTF-8''Relat%C3%B3rio.pdf" },
        }),
    );
    const file = await dp.download('/relatorios/candidato-selecao', { method: 'POST', body: {} });
    expect(file.fileName).toBe('Relatório.pdf');
    expect(await file.blob.text()).toBe('%PDF');
  });

  it('parses JSON error bodies of blob answers', async () => {
    const { dp, presented } = provider(
      () => new Response(new Blob([JSON.stringify({ code: 'SEM_DADOS', message: 'Não existem dados para o filtro informado.' })]), { status: 400 }),
    );
    const failure = (await dp.download('/relatorio').catch((e: unknown) => e)) as ApiRequestError;
    expect(failure.body).toEqual({ code: 'SEM_DADOS', message: 'Não existem dados para o filtro informado.' });
    expect(presented[0]?.error.status).toBe(400);
  });
});

describe('http data provider: tab conflict and loading', () => {
  it('refuses writes while the tab is in conflict but lets reads and logout through', async () => {
    const onBlocked = vi.fn();
    const { dp, calls } = provider(() => json({}), { writeGuard: { isBlocked: () => true, onBlocked } });
    const failure = (await dp.create('a', {}).catch((e: unknown) => e)) as ApiRequestError;
    expect(failure.body.code).toBe('TAB_CONFLICT');
    expect(onBlocked).toHaveBeenCalledTimes(1);
    await dp.getOne('a', 1);
    await dp.request('POST', '/logout');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/a/1', '/api/logout']);
  });

  it('counts requests in the loading indicator', async () => {
    vi.useFakeTimers();
    try {
      const loading = createLoadingCounter();
      let release: (r: Response) => void = () => {};
      const { dp } = provider(() => new Promise<Response>((resolve) => (release = resolve)), { loading });
      const pending = dp.getOne('a', 1);
      expect(loading.isVisible()).toBe(true);
      release(json({ id: 1 }));
      await pending;
      expect(loading.isVisible()).toBe(true);
      vi.advanceTimersByTime(500);
      expect(loading.isVisible()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
