import { useTranslation } from 'react-i18next';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  className?: string;
}

/** Page numbers to show: always the first, the last and the neighbours of the current one. */
export function pageWindow(page: number, pageCount: number, siblings = 1): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let p = 1; p <= pageCount; p += 1) {
    if (p === 1 || p === pageCount || Math.abs(p - page) <= siblings) pages.push(p);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

export function Pagination({ page, pageCount, onChange, className }: PaginationProps) {
  const { t } = useTranslation('shared');
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    const clamped = Math.min(pageCount, Math.max(1, target));
    if (clamped !== page) onChange(clamped);
  };
  return (
    <nav className={['erep-pagination', className].filter(Boolean).join(' ')} aria-label={t('pagination')}>
      <button type="button" className="erep-pagination__button" onClick={() => go(page - 1)} disabled={page <= 1}>
        {t('previous')}
      </button>
      <ul className="erep-pagination__pages">
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="erep-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={`erep-pagination__button${item === page ? ' erep-pagination__button--current' : ''}`}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('page', { page: item })}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="erep-pagination__button" onClick={() => go(page + 1)} disabled={page >= pageCount}>
        {t('next')}
      </button>
      <span className="erep-visually-hidden" aria-live="polite">
        {t('page_of', { page, count: pageCount })}
      </span>
    </nav>
  );
}
