import type { LanguageCode } from '@erep/shared/schemas';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { columnTitle, type ExportColumn } from './export-texts';
import { asLanguage } from './language';

/** French and Spanish spreadsheets split on `;` (the comma is their decimal mark); English ones on `,`. */
const SEPARATORS: Record<LanguageCode, string> = { fr: ';', sp: ';', en: ',' };

export type CsvCell = string | number | null;

/**
 * The language of an export: the interface's (`?lang`, which the remotes send), else the user's own,
 * else the customer's, else French.
 */
export function exportLanguage(request: FastifyRequest): LanguageCode {
  const query = request.query as { lang?: unknown } | undefined;
  const user = request.authUser;
  return asLanguage(query?.lang) ?? asLanguage(user?.language) ?? asLanguage(user?.customer?.language) ?? 'fr';
}

/**
 * A CSV a spreadsheet opens as it is: UTF-8 with a BOM (so accents survive), the separator of the
 * language, titles in that language, and cells that would start a formula (`=`, `+`, `-`, `@`, tab,
 * CR) prefixed with `'`, which shows the text and runs nothing.
 */
export function csvTable(lang: LanguageCode, columns: readonly ExportColumn[], rows: CsvCell[][]): string {
  return stringify(rows, {
    bom: true,
    delimiter: SEPARATORS[lang],
    header: true,
    columns: columns.map((column) => columnTitle(column, lang)),
    escape_formulas: true,
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `2026-03-01 14:05` in UTC: every spreadsheet reads this ISO order as a date and time in any
 * locale, where `01/03/2026` means March in one and January in another; the titles say UTC.
 */
export function csvDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

export const sendCsv = (reply: FastifyReply, name: string, csv: string) =>
  reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(csv);
