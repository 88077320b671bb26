/**
 * What an attached document may be: its extension must name an allowed kind AND its first
 * bytes must be that kind's signature, so a renamed executable is refused. The size limit is
 * the server's (`UPLOAD_MAX_MB`), with the spec's message.
 */

interface FileKind {
  extensions: string[];
  mime: string;
  /** The content starts as this kind's files do. */
  matches(bytes: Buffer): boolean;
}

const startsWith = (bytes: Buffer, signature: number[] | string, offset = 0): boolean => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= offset + expected.length && bytes.subarray(offset, offset + expected.length).equals(expected);
};

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/**
 * Plain text (UTF-8 or the Windows-1252 of older Brazilian files): no control bytes other
 * than tab, line breaks and form feed, which binary files always carry.
 */
const isText = (bytes: Buffer): boolean => !bytes.some((b) => (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d) || b === 0x7f);

const KINDS: FileKind[] = [
  { extensions: ['pdf'], mime: 'application/pdf', matches: (b) => startsWith(b, '%PDF-') },
  { extensions: ['png'], mime: 'image/png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { extensions: ['gif'], mime: 'image/gif', matches: (b) => startsWith(b, 'GIF87a') || startsWith(b, 'GIF89a') },
  { extensions: ['webp'], mime: 'image/webp', matches: (b) => startsWith(b, 'RIFF') && startsWith(b, 'WEBP', 8) },
  { extensions: ['bmp'], mime: 'image/bmp', matches: (b) => startsWith(b, 'BM') },
  { extensions: ['doc'], mime: 'application/msword', matches: (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) },
  {
    extensions: ['docx'],
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    // A zip whose first entry is the Office package's content-types part or a word/ part.
    matches: (b) => startsWith(b, ZIP) && /\[Content_Types\]\.xml|word\//.test(b.subarray(30, 30 + 64).toString('latin1')),
  },
  {
    extensions: ['odt'],
    mime: 'application/vnd.oasis.opendocument.text',
    // ODF puts an uncompressed "mimetype" entry first, so its text sits right after the zip header.
    matches: (b) => startsWith(b, ZIP) && startsWith(b, 'mimetypeapplication/vnd.oasis.opendocument.text', 30),
  },
  { extensions: ['txt'], mime: 'text/plain', matches: (b) => isText(b) },
];

export const ALLOWED_EXTENSIONS = KINDS.flatMap((kind) => kind.extensions);
export const TYPE_MESSAGE = 'Tipo de arquivo não permitido: envie PDF, imagem (PNG, JPG, GIF, WEBP, BMP), DOC, DOCX, ODT ou TXT.';

const extensionOf = (name: string): string => (/\.([a-z0-9]+)$/i.exec(name)?.[1] ?? '').toLowerCase();

/** The content type to serve the file with, or undefined when it is not an allowed file. */
export function allowedMime(name: string, bytes: Buffer): string | undefined {
  const extension = extensionOf(name);
  const kind = KINDS.find((k) => k.extensions.includes(extension));
  return kind && bytes.length > 0 && kind.matches(bytes) ? kind.mime : undefined;
}

/** "O arquivo deve ser menor que 5 MB" (spec's upload message). */
export const sizeMessage = (maxMb: number): string => `O arquivo deve ser menor que ${maxMb} MB`;

export interface UploadQuota {
  maxFiles: number;
  maxTotalMb: number;
}

/**
 * Why one more file of `size` bytes would exceed a candidate's quota (what they have stored:
 * `count` files, `bytes` in all), or undefined when it fits. A self-registered account must
 * not fill the server's disk.
 */
export function quotaRefusal(stored: { count: number; bytes: number }, size: number, quota: UploadQuota): string | undefined {
  if (stored.count >= quota.maxFiles) return `Limite de ${quota.maxFiles} documentos anexos atingido. Remova um documento para enviar outro.`;
  if (stored.bytes + size > quota.maxTotalMb * 1024 * 1024) return `Os documentos anexos somariam mais de ${quota.maxTotalMb} MB. Remova um documento para enviar outro.`;
  return undefined;
}

/** The name as stored and offered back: no folders, no control characters, at most 255 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? '';
  const cleaned = [...base].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('').trim();
  return (cleaned || 'arquivo').slice(-255);
}
