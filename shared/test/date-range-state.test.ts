import { defaultDateRange } from '@erep/shared/rules';
import { getDateRange, setDateRange, setGlobalRange } from '@erep/shared/session';

describe('shared date range (start_date/end_date of the application state)', () => {
  beforeEach(() => setDateRange(null));

  it("defaults to 30 days back to today, as 'YYYY-M-DD' strings", () => {
    expect(getDateRange()).toEqual({ ...defaultDateRange(), global: false });
    expect(getDateRange().start_date).toMatch(/^\d{4}-[1-9]\d?-\d{2}$/);
  });

  it('keeps a chosen period for every page and in session storage', () => {
    setDateRange({ start_date: '2025-3-01', end_date: '2025-3-31' });
    expect(getDateRange()).toEqual({ start_date: '2025-3-01', end_date: '2025-3-31', global: false });
    expect(JSON.parse(sessionStorage.getItem('erep_date_range') ?? '{}')).toMatchObject({ start_date: '2025-3-01', global: false });
  });

  it.each([[''], ['Global'], [0], [null]])('resets to the default when a bound is %j', (value) => {
    setDateRange({ start_date: '2025-3-01', end_date: '2025-3-31' });
    setDateRange({ start_date: value, end_date: '2025-3-31' });
    expect(getDateRange()).toEqual({ ...defaultDateRange(), global: false });
  });

  it("'Global' means all time and keeps the dates for a return to a period", () => {
    setDateRange({ start_date: '2025-3-01', end_date: '2025-3-31' });
    setGlobalRange();
    expect(getDateRange()).toEqual({ start_date: '2025-3-01', end_date: '2025-3-31', global: true });
    setDateRange({ start_date: '2025-4-01', end_date: '2025-4-30' });
    expect(getDateRange().global).toBe(false);
  });
});
