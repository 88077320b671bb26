import { describe, expect, it } from 'vitest';
import { splitAreaBatches, mergeBatchResults } from './area-batches';
import { fileNameFromContentDisposition, fileNameFromPath } from './content-disposition';
import { ApiRequestError } from '../../engine/react/data-provider';
import { presentationFor } from './error-presentation';
import { createLoadingCounter } from './loading-counter';
import { toQueryString } from './query-string';
import { toServerDateTime } from './server-time';
import { vi } from 'vitest';

describe('server time', () => {
  it('writes the São Paulo wall clock with its offset, whatever the local zone', () => {
    expect(toServerDateTime(new Date('2024-07-01T02:15:30.045Z'))).toBe('2024-06-30T23:15:30.045-03:00');
    // Summer time of 2018 (offset -02:00) is history the zone database still knows.
    expect(toServerDateTime(new Date('2018-01-10T12:00:00Z'))).toBe('2018-01-10T10:00:00.000-02:00');
    expect(toServerDateTime(new Date('x'))).toBeNull();
  });
});

describe('query string', () => {
  it('repeats array keys and drops empty values', () => {
    expect(toQueryString({ a: [1, 2], b: '', c: null, d: false, e: 'x y' })).toBe('?a=1&a=2&d=false&e=x+y');
    expect(toQueryString({})).toBe('');
  });
});

describe('area batches', () => {
  it('splits both lists when both are long', () => {
    const batches = splitAreaBatches({ areasIds: new Array(700).fill(1), areasOrganizacionaisIds: new Array(601).fill(2), x: 1 });
    expect(batches).toHaveLength(4);
    expect(batches.every((b) => b.x === 1)).toBe(true);
  });
  it('merges single results untouched', () => {
    expect(mergeBatchResults([{ a: 1 }])).toEqual({ a: 1 });
  });
});

describe('content-disposition', () => {
  it('reads plain, quoted and extended names', () => {
    expect(fileNameFromContentDisposition('attachment; filename=a.pdf')).toBe('a.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="b c.xlsx"')).toBe('b c.xlsx');
    expect(fileNameFromContentDisposition("attachment; filename*=UTF-8''Curr%C3%ADculo.pdf")).toBe('Currículo.pdf');
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromPath('/candidatos/3/documentos-anexos/9/download?x=1')).toBe('download');
  });
});

describe('error presentation', () => {
  const error = (status: number, code = String(status)) => new ApiRequestError(status, { code, message: 'm' });
  it('titles popups Aviso for 400 and Erro otherwise', () => {
    expect(presentationFor(error(400), 'popup')).toMatchObject({ kind: 'popup', title: 'Aviso' });
    expect(presentationFor(error(500), 'popup')).toMatchObject({ kind: 'popup', title: 'Erro' });
  });
  it('shows sticky warnings for 400 and sticky errors otherwise in messages mode', () => {
    expect(presentationFor(error(400), 'messages')).toEqual({ kind: 'message', intent: 'warning', message: 'm', sticky: true });
    expect(presentationFor(error(0, 'api-unreachable'), 'messages')).toMatchObject({ intent: 'danger', sticky: true });
    expect(presentationFor(error(404), 'messages')).toMatchObject({ intent: 'warning', sticky: false });
  });
  it('suppresses none mode, 401 and the tab conflict', () => {
    expect(presentationFor(error(500), 'none')).toBeNull();
    expect(presentationFor(error(401), 'messages')).toBeNull();
    expect(presentationFor(error(0, 'TAB_CONFLICT'), 'popup')).toBeNull();
  });
});

describe('loading counter', () => {
  it('stays visible while requests overlap and hides 500 ms after the last', () => {
    vi.useFakeTimers();
    try {
      const counter = createLoadingCounter();
      counter.start();
      counter.start();
      counter.end();
      vi.advanceTimersByTime(1000);
      expect(counter.isVisible()).toBe(true);
      counter.end();
      vi.advanceTimersByTime(499);
      expect(counter.isVisible()).toBe(true);
      counter.start();
      counter.end();
      vi.advanceTimersByTime(499);
      expect(counter.isVisible()).toBe(true);
      vi.advanceTimersByTime(1);
      expect(counter.isVisible()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
