import { useInBrowser } from './hydration';

/**
 * `date` in the reader's time zone and locale, put into words by `format`. The server knows neither:
 * it says UTC, and the browser its own once the page has hydrated. A component of its own, so that
 * the change re-renders this text alone, not the page around it.
 */
export function LocalDateTime({ date, format }: { date: Date; format: (text: string) => string }) {
  return format(useInBrowser() ? date.toLocaleString() : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
}
