/** Upload checks and their messages (spec §5 "Upload"). */
import { formatBytes } from './bytes';

/** Used when neither the field nor the schema says otherwise. */
export const DEFAULT_MAX_FILE_SIZE = 5 * 1024 * 1024;

/** Extensions of the media types declarations use with `contentMediaType`. */
const extensionsByType: Record<string, string[]> = {
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/*': ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp'],
};

export function extensionsOf(mediaType: unknown): string[] | undefined {
  return typeof mediaType === 'string' ? extensionsByType[mediaType] : undefined;
}

export interface FileRules {
  maxSize: number;
  /** Allowed extensions, lower case, without the dot; undefined: any. */
  extensions?: string[];
}

/** "O arquivo deve ser menor que 5 MB" (spec §5 "Upload"), in the browser before sending and on the server after. */
export const sizeMessage = (maxBytes: number): string => `O arquivo deve ser menor que ${formatBytes(maxBytes)}`;

export const extensionOf = (name: string): string => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

/** The message that refuses a file, or undefined when it may be loaded. */
export function checkFile(file: { name: string; size: number }, rules: FileRules): string | undefined {
  if (rules.extensions && !rules.extensions.includes(extensionOf(file.name))) {
    return `Selecione um arquivo com a extensão: ${rules.extensions.join(', ')}`;
  }
  if (file.size > rules.maxSize) return sizeMessage(rules.maxSize);
  return undefined;
}

/**
 * Largest file a data-URL property (`maxLength`) holds: base64 takes 4 characters per 3 bytes,
 * after a header (`data:<type>;name=<name>;base64,`) of at most 200 characters.
 */
export function maxBytesOfDataUrl(maxLength: number): number {
  return Math.floor((maxLength - 200) / 4) * 3;
}

export const loadedMessage = (name: string): string => `Arquivo ${name} carregado com sucesso.`;

/** rjsf's data-URL convention: the file name rides in a `name=` parameter. */
export function withFileName(dataUrl: string, name: string): string {
  return dataUrl.replace(';base64', `;name=${encodeURIComponent(name)};base64`);
}

export function fileNameOf(dataUrl: unknown): string | undefined {
  if (typeof dataUrl !== 'string') return undefined;
  const match = /;name=([^;]*);/.exec(dataUrl);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Falha ao ler o arquivo'));
    reader.readAsDataURL(file);
  });
}
