import type { SalesRowError } from '@erep/shared/schemas';
import { SALES_CSV_MAX_ROWS } from '@erep/shared/schemas';
import { CsvError, parse } from 'csv-parse/sync';

export interface SalesRow {
  line: number;
  day: string;
  revenue: number;
  tickets: number;
}

export interface ParsedSales {
  rows: SalesRow[];
  /** Refused rows by file line (1-based, the header included). */
  errors: Map<number, SalesRowError>;
}

const HEADERS: Record<'date' | 'revenue' | 'tickets', readonly string[]> = {
  date: ['date', 'day', 'jour', 'fecha', 'dia', 'día'],
  revenue: ['revenue', 'sales', 'turnover', 'ca', "chiffre d'affaires", 'chiffre_affaires', 'ventes', 'ventas', 'ingresos', 'importe'],
  tickets: ['tickets', 'receipts', 'transactions', 'couverts', 'clients', 'clientes'],
};

const normalise = (cell: string) => cell.trim().toLowerCase();

/** 2026-03-14 or 14/03/2026 (how French and Spanish tills write it); only real calendar days. */
function dayOf(cell: string): string | null {
  const text = cell.trim();
  let y: string | undefined;
  let m: string | undefined;
  let d: string | undefined;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const european = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(text);
  if (iso) [, y, m, d] = iso;
  else if (european) [, d, m, y] = european;
  else return null;
  const day = `${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : day;
}

/** 1234.50, 1 234,50 or 1234,5 €: a decimal comma is common in fr/sp exports. */
function amountOf(cell: string): number | null {
  const text = cell.replace(/[\s\u00a0\u202f€£$]/g, '');
  if (!/^\d{1,9}([.,]\d{1,2})?$/.test(text)) return null;
  return Number(text.replace(',', '.'));
}

function countOf(cell: string): number | null {
  const text = cell.trim();
  return /^\d{1,7}$/.test(text) ? Number(text) : null;
}

/** Semicolons (and decimal commas) in French and Spanish spreadsheets, tabs from some tills; else commas. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  if (firstLine.includes(';')) return ';';
  if (firstLine.includes('\t')) return '\t';
  return ',';
}

/**
 * Reads a till's daily sales export: columns date, revenue, tickets (a header naming them may reorder
 * them), comma or semicolon separated. Every bad row is reported by its line; nothing is dropped silently.
 */
export function parseSalesCsv(text: string, today: string): ParsedSales {
  const errors = new Map<number, SalesRowError>();
  let records: { record: string[]; info: { lines: number } }[];
  try {
    const body = text.replace(/^\ufeff/, '');
    records = parse(body, {
      delimiter: delimiterOf(body),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) {
      errors.set(typeof error.lines === "number" ? error.lines : 1, 'columns');
      return { rows: [], errors };
    }
    throw error;
  }
  let order = { date: 0, revenue: 1, tickets: 2 };
  const first = records[0]?.record;
  if (first && dayOf(first[0] ?? '') === null) {
    const find = (names: readonly string[]) => first.findIndex((cell) => names.includes(normalise(cell)));
    const named = { date: find(HEADERS.date), revenue: find(HEADERS.revenue), tickets: find(HEADERS.tickets) };
    if (named.date >= 0 && named.revenue >= 0 && named.tickets >= 0) order = named;
    // A header is any first line that is not data; an unknown one keeps the documented order.
    records = records.slice(1);
  }
  const rows: SalesRow[] = [];
  const seen = new Set<string>();
  for (const { record, info } of records.slice(0, SALES_CSV_MAX_ROWS + 1)) {
    const line = info.lines;
    if (record.every((cell) => cell === '')) continue;
    if (record.length < 3) {
      errors.set(line, 'columns');
      continue;
    }
    const day = dayOf(record[order.date] ?? '');
    const revenue = amountOf(record[order.revenue] ?? '');
    const tickets = countOf(record[order.tickets] ?? '');
    if (day === null) errors.set(line, 'date');
    else if (day > today) errors.set(line, 'future_day');
    else if (revenue === null) errors.set(line, 'revenue');
    else if (tickets === null) errors.set(line, 'tickets');
    else if (seen.has(day)) errors.set(line, 'duplicate_day');
    else {
      seen.add(day);
      rows.push({ line, day, revenue, tickets });
    }
  }
  return { rows, errors };
}
