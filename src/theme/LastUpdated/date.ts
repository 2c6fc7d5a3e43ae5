/**
 * A date as theme-classic writes it for the site's one locale (`en`, Gregorian): day, short
 * month and year in UTC, "Dec 7, 2026". `toUTCString` has a fixed English form in the language
 * standard (https://tc39.es/ecma262/#sec-date.prototype.toutcstring), "Mon, 07 Dec 2026 …".
 */
export function lastUpdatedDate(date: Date): string {
  const [, day, month, year] = date.toUTCString().split(' ');
  return `${month} ${Number(day)}, ${year}`;
}
