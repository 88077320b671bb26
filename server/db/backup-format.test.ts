import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupFormatError, BackupWriter, readBackup, type BackupEvent, type BackupHeader } from './backup-format';
import { loadOrder } from './backup';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rh-backup-format-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const header = (tabelas: { nome: string; linhas: number }[]): BackupHeader => ({
  formato: BACKUP_FORMAT,
  versaoFormato: BACKUP_FORMAT_VERSION,
  aplicacao: '0.1.0',
  esquema: 'abc',
  banco: 'pglite',
  criadoEm: '2026-11-27T12:00:00.000Z',
  tabelas: tabelas.map((t) => ({ ...t, colunas: [{ nome: 'id', tipo: 'integer', nulo: false }], adiadas: [] })),
  sequencias: [{ nome: 'a_id_seq', valor: 2 }, { nome: 'b_id_seq', valor: null }],
});

async function events(file: string): Promise<BackupEvent[]> {
  const all: BackupEvent[] = [];
  for await (const event of readBackup(file)) all.push(event);
  return all;
}

async function write(file: string, h: BackupHeader, tables: Record<string, string[]>): Promise<void> {
  const writer = new BackupWriter(file);
  await writer.header(h);
  for (const [name, rows] of Object.entries(tables)) {
    await writer.table(name);
    for (const row of rows) await writer.row(row);
  }
  await writer.close();
}

describe('formato do backup', () => {
  it('lê de volta, em ordem, o cabeçalho, as tabelas e as linhas como foram escritas', async () => {
    const file = join(dir, 'b.json.gz');
    // A column named like a marker, a bytea, text with a line break escaped, nested jsonb.
    const rows = ['{"tabela":"x","fim":true,"id":1}', '{"id":2,"arquivo":"\\\\x00ff","texto":"linha 1\\nlinha 2","dados":{"a":[1,2.5]}}'];
    await write(file, header([{ nome: 'a', linhas: 2 }, { nome: 'b', linhas: 0 }]), { a: rows, b: [] });
    expect(gunzipSync(readFileSync(file)).toString().split('\n')).toHaveLength(7); // header, 2 markers, 2 rows, end, and the empty text after the last newline
    const read = await events(file);
    expect(read[0]).toEqual({ kind: 'header', header: header([{ nome: 'a', linhas: 2 }, { nome: 'b', linhas: 0 }]) });
    expect(read.slice(1)).toEqual([
      { kind: 'table', table: 'a' },
      { kind: 'row', table: 'a', json: rows[0] },
      { kind: 'row', table: 'a', json: rows[1] },
      { kind: 'table', table: 'b' },
    ]);
  });

  it('não sobrescreve um arquivo existente', async () => {
    const file = join(dir, 'b.json.gz');
    writeFileSync(file, 'antigo');
    const writer = new BackupWriter(file);
    await expect(writer.header(header([])).then(() => writer.close())).rejects.toThrow();
    expect(readFileSync(file, 'utf8')).toBe('antigo');
  });

  it('recusa um arquivo cortado antes do fim', async () => {
    const file = join(dir, 'b.json.gz');
    await write(file, header([{ nome: 'a', linhas: 1 }]), { a: ['{"id":1}'] });
    const text = gunzipSync(readFileSync(file)).toString();
    writeFileSync(file, gzipSync(text.slice(0, text.lastIndexOf('["fim"'))));
    await expect(events(file)).rejects.toThrow(new BackupFormatError('o backup está incompleto: o arquivo termina antes do fim.'));
  });

  it('recusa linhas a mais ou a menos que o cabeçalho diz', async () => {
    const file = join(dir, 'b.json.gz');
    await write(file, header([{ nome: 'a', linhas: 2 }]), { a: ['{"id":1}'] });
    await expect(events(file)).rejects.toThrow('a tabela a tem 1 linhas no backup, e o cabeçalho diz 2.');
  });

  it('recusa o que não é backup do RH, de outra versão do formato, ou não é gzip', async () => {
    const other = join(dir, 'outro.json.gz');
    writeFileSync(other, gzipSync('{"nome":"x"}\n'));
    await expect(events(other)).rejects.toThrow('o arquivo não é um backup do RH.');
    writeFileSync(other, gzipSync(`${JSON.stringify({ ...header([]), versaoFormato: 99 })}\n`));
    await expect(events(other)).rejects.toThrow('o backup tem o formato 99, e esta versão lê o formato 1.');
    writeFileSync(other, 'texto puro');
    await expect(events(other)).rejects.toThrow(BackupFormatError);
  });

  it('recusa uma tabela que o cabeçalho não lista', async () => {
    const file = join(dir, 'b.json.gz');
    await write(file, header([{ nome: 'a', linhas: 0 }]), { c: [] });
    await expect(events(file)).rejects.toThrow('a tabela c não está no cabeçalho do backup.');
  });
});

describe('ordem de carga', () => {
  it('põe cada tabela depois das que ela referencia e adia as referências a si mesma e de ciclos', () => {
    const { order, deferred } = loadOrder(
      ['area', 'cargo', 'empresa', 'x', 'y'],
      [
        { tabela: 'cargo', coluna: 'empresa_id', alvo: 'empresa' },
        { tabela: 'cargo', coluna: 'area_id', alvo: 'area' },
        { tabela: 'area', coluna: 'area_mae_id', alvo: 'area' },
        { tabela: 'area', coluna: 'empresa_id', alvo: 'empresa' },
        { tabela: 'x', coluna: 'y_id', alvo: 'y' },
        { tabela: 'y', coluna: 'x_id', alvo: 'x' },
      ],
    );
    expect(order.indexOf('empresa')).toBeLessThan(order.indexOf('area'));
    expect(order.indexOf('area')).toBeLessThan(order.indexOf('cargo'));
    expect(order).toHaveLength(5);
    expect(deferred).toEqual(new Map([['area', ['area_mae_id']], ['y', ['x_id']]]));
  });
});
