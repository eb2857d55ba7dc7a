import { useTranslation } from 'react-i18next';
import type { TrendSeries } from '@erep/shared/schemas';

/** The chart's figures as a table: periods down, places across. */
export function TrendsTable({ series, metric, label }: { series: TrendSeries[]; metric: 'average' | 'reviews'; label: string }) {
  const { t } = useTranslation('erep');
  const periods = [...new Set(series.flatMap((s) => s.points.map((p) => p.period)))].sort().reverse();
  const value = (s: TrendSeries, period: string) => {
    const point = s.points.find((p) => p.period === period);
    if (!point) return '—';
    return metric === 'average' ? (point.average?.toFixed(2) ?? '—') : String(point.reviews);
  };
  return (
    <div className="erep-table-wrap">
      {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="erep-table-scroll" tabIndex={0} role="region" aria-label={label}>
        <table className="erep-table" data-testid="trends-table">
          <caption className="erep-table__caption">{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t('trends.period')}</th>
              {series.map((s) => (
                <th scope="col" key={`${s.kind}-${s.id}`}>
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {periods.map((period) => (
              <tr key={period}>
                <th scope="row">{period}</th>
                {series.map((s) => (
                  <td key={`${s.kind}-${s.id}`} className="erep-align-end">
                    {value(s, period)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
