/** File sizes in the units the upload messages use: Bytes, KB, MB, GB, base 1024. */
const units = ['Bytes', 'KB', 'MB', 'GB'] as const;
const upToTwoDecimals = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${upToTwoDecimals.format(value)} ${units[unit]}`;
}
