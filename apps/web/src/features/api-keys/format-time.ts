/** A moment as the panel shows it: date and time in the visitor's own locale. */
export const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
