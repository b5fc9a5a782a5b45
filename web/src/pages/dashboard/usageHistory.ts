import type { UsageDay } from '@landline/api';

export interface ChartDay {
  date: string;
  /** 'Jun 9' */
  label: string;
  calls: number;
  minutes: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'YYYY-MM-DD' as 'Jun 9'. The date is already the owner's day (the server computed it in their time zone),
 * so it is read as written and never converted through the browser's zone.
 */
export function dayLabel(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}` : date;
}

/** The chart's rows, oldest first as the server sends them. */
export function toChartData(days: UsageDay[]): ChartDay[] {
  return days.map((day) => ({ date: day.date, label: dayLabel(day.date), calls: day.calls, minutes: day.minutes }));
}

export function usageTotals(days: UsageDay[]): { calls: number; minutes: number } {
  return days.reduce((sum, day) => ({ calls: sum.calls + day.calls, minutes: sum.minutes + day.minutes }), { calls: 0, minutes: 0 });
}
