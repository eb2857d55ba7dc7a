import { isValidElement, useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { Pagination } from './pagination';

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  /** Cell content; default: the row's value under `key`. */
  render?: (row: T, index: number) => ReactNode;
  align?: 'start' | 'center' | 'end';
}

export interface TableProps<T> {
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** Rows per page (default 10); pagination shows when there is more than one page. */
  pageSize?: number;
  /** Shown instead of the table when there are no rows: EmptyState props, a title string, or any node. */
  empty?: EmptyStateProps | ReactNode;
  rowKey?: (row: T, index: number) => Key;
  caption?: ReactNode;
  className?: string;
}

function defaultCell(row: unknown, key: string): ReactNode {
  if (typeof row !== 'object' || row === null) return null;
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  return null;
}

function isEmptyStateProps(value: unknown): value is EmptyStateProps {
  return typeof value === 'object' && value !== null && !isValidElement(value) && 'title' in value;
}

export function Table<T>({ columns, rows, pageSize = 10, empty, rowKey, caption, className }: TableProps<T>) {
  const { t } = useTranslation('shared');
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const [page, setPage] = useState(1);

  // Stay on a page that exists when rows are removed or filtered (adjusted while rendering).
  if (page > pageCount) setPage(pageCount);

  if (rows.length === 0) {
    if (empty === undefined || empty === null) return <EmptyState title={t('empty_title')} description={t('empty_description')} />;
    if (typeof empty === 'string' || typeof empty === 'number') return <EmptyState title={empty} />;
    if (isEmptyStateProps(empty)) return <EmptyState {...empty} />;
    return <>{empty}</>;
  }

  const current = Math.min(page, pageCount);
  const start = (current - 1) * size;
  const visible = rows.slice(start, start + size);

  return (
    <div className={['erep-table-wrap', className].filter(Boolean).join(' ')}>
      <div className="erep-table-scroll">
        <table className="erep-table">
          {caption ? <caption className="erep-table__caption">{caption}</caption> : null}
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.align ? `erep-align-${column.align}` : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row, i) => {
              const index = start + i;
              return (
                <tr key={rowKey ? rowKey(row, index) : index}>
                  {columns.map((column) => (
                    <td key={column.key} className={column.align ? `erep-align-${column.align}` : undefined}>
                      {column.render ? column.render(row, index) : defaultCell(row, column.key)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pageCount > 1 ? <Pagination page={current} pageCount={pageCount} onChange={setPage} /> : null}
    </div>
  );
}
