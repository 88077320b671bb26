/**
 * What an uploaded file may be: its extension must name an allowed kind AND its first bytes
 * must be that kind's signature, so a renamed executable is refused. Pure: the server's upload
 * routes and the declaration's `x-file` both read it.
 */
import type { FileType } from '../declaration';

interface FileKind {
  /** The kind's name in a declaration (`"x-file": {"types": ["pdf"]}`). */
  type: FileType;
  extensions: string[];
  mime: string;
  /** How the refusal message names it; images are grouped as "imagem (PNG, JPG)". */
  label: string;
  image?: boolean;
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
  { type: 'pdf', extensions: ['pdf'], mime: 'application/pdf', label: 'PDF', matches: (b) => startsWith(b, '%PDF-') },
  { type: 'png', extensions: ['png'], mime: 'image/png', label: 'PNG', image: true, matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'jpg', extensions: ['jpg', 'jpeg'], mime: 'image/jpeg', label: 'JPG', image: true, matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: 'gif', extensions: ['gif'], mime: 'image/gif', label: 'GIF', image: true, matches: (b) => startsWith(b, 'GIF87a') || startsWith(b, 'GIF89a') },
  { type: 'webp', extensions: ['webp'], mime: 'image/webp', label: 'WEBP', image: true, matches: (b) => startsWith(b, 'RIFF') && startsWith(b, 'WEBP', 8) },
  { type: 'bmp', extensions: ['bmp'], mime: 'image/bmp', label: 'BMP', image: true, matches: (b) => startsWith(b, 'BM') },
  { type: 'doc', extensions: ['doc'], mime: 'application/msword', label: 'DOC', matches: (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) },
  {
    type: 'docx',
    extensions: ['docx'],
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'DOCX',
    // A zip whose first entry is the Office package's content-types part or a word/ part.
    matches: (b) => startsWith(b, ZIP) && /\[Content_Types\]\.xml|word\//.test(b.subarray(30, 30 + 64).toString('latin1')),
  },
  {
    type: 'odt',
    extensions: ['odt'],
    mime: 'application/vnd.oasis.opendocument.text',
    label: 'ODT',
    // ODF puts an uncompressed "mimetype" entry first, so its text sits right after the zip header.
    matches: (b) => startsWith(b, ZIP) && startsWith(b, 'mimetypeapplication/vnd.oasis.opendocument.text', 30),
  },
  { type: 'txt', extensions: ['txt'], mime: 'text/plain', label: 'TXT', matches: (b) => isText(b) },
];

export const FILE_TYPES: readonly FileType[] = KINDS.map((k) => k.type);

const extensionOf = (name: string): string => (/\.([a-z0-9]+)$/i.exec(name)?.[1] ?? '').toLowerCase();

/** The content type to serve the file with, or undefined when it is not one of `types`. */
export function allowedMime(name: string, bytes: Buffer, types: readonly FileType[] = FILE_TYPES): string | undefined {
  const extension = extensionOf(name);
  const kind = KINDS.find((k) => types.includes(k.type) && k.extensions.includes(extension));
  return kind && bytes.length > 0 && kind.matches(bytes) ? kind.mime : undefined;
}

/** "Tipo de arquivo não permitido: envie PDF, imagem (PNG, JPG), DOC ou TXT." */
export function typeMessage(types: readonly FileType[] = FILE_TYPES): string {
  const allowed = KINDS.filter((k) => types.includes(k.type));
  const images = allowed.filter((k) => k.image).map((k) => k.label);
  const names: string[] = [];
  for (const kind of allowed) {
    if (!kind.image) names.push(kind.label);
    else if (kind.label === images[0]) names.push(`imagem (${images.join(', ')})`);
  }
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} ou ${names.at(-1)}` : names[0];
  return `Tipo de arquivo não permitido: envie ${listed}.`;
}


/** The name as stored and offered back: no folders, no control characters, at most 255 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? '';
  const cleaned = [...base].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('').trim();
  return (cleaned || 'arquivo').slice(-255);
}
