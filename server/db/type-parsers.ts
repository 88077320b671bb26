/**
 * One place that decides how database values come back, for PGlite and for `pg` alike
 * (they differ: `pg` answers int8 and numeric as strings, and dates as Date objects).
 */
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;

/** `2026-11-22 07:33:07.123+00` → ISO 8601 with a `Z`. */
function timestampToIso(value: string): string {
  const iso = value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
  return new Date(iso).toISOString();
}

export const typeParsers: Record<number, (value: string) => unknown> = {
  [INT8]: Number,
  [NUMERIC]: Number,
  // A calendar date stays a calendar date: no time zone may move it to the day before.
  [DATE]: (value) => value,
  [TIMESTAMP]: (value) => timestampToIso(`${value}+00`),
  [TIMESTAMPTZ]: timestampToIso,
};
