/**
 * File name of a download (spec §7). RFC 6266: `filename*=UTF-8''...` (percent-encoded,
 * used for accented names) wins over the plain `filename=`.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall through to the plain parameter.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/\\(.)/g, '$1');
  const plain = /filename\s*=\s*([^;]+)/i.exec(header);
  if (plain?.[1]) return plain[1].trim();
  return null;
}

/** Last segment of the path, used when the server sends no file name. */
export function fileNameFromPath(path: string): string {
  const clean = path.split('?')[0] ?? '';
  const segment = clean.split('/').filter(Boolean).pop();
  return segment ? decodeURIComponent(segment) : 'arquivo';
}
