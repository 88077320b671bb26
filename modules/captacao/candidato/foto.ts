/**
 * The candidate's photo travels as a data URL; what it claims to be is checked against the
 * bytes themselves (magic numbers), so only a real image is stored and served.
 */
const signatures: { type: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  { type: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  { type: 'image/bmp', test: (b) => b.subarray(0, 2).toString('latin1') === 'BM' },
];

export interface DecodedImage {
  contentType: string;
  bytes: Buffer;
}

/** The image a data URL holds, typed by its bytes; undefined when it is no image. */
export function decodeImage(dataUrl: string): DecodedImage | undefined {
  const match = /^data:[^,]*;base64,(.*)$/s.exec(dataUrl);
  if (!match) return undefined;
  const bytes = Buffer.from(match[1]!, 'base64');
  const signature = signatures.find((s) => s.test(bytes));
  return signature ? { contentType: signature.type, bytes } : undefined;
}

export const NOT_AN_IMAGE = 'O arquivo adicionado não é uma imagem';
