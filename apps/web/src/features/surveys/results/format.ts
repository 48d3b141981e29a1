import type { Interval, MeanInterval } from '@sightline/shared/research/survey-results';

const round = (value: number, digits = 0) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** A share (0–1) as a whole percentage. */
export const percent = (share: number) => `${round(share * 100)} %`;

/** "34 % (95 % CI 25–44 %, n = 96)" */
export function shareText(interval: Interval): string {
  return `${percent(interval.estimate)} (${Math.round(interval.confidence * 100)} % CI ${round(interval.low * 100)}–${round(interval.high * 100)} %, n = ${interval.n})`;
}

/** Digits enough to tell a value from its neighbours on the scale it is measured on. */
export function number(value: number, digits = 1): string {
  return round(value, digits).toLocaleString(undefined, { maximumFractionDigits: digits });
}

const oneDecimal = (value: number) => value.toLocaleString(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "3.8 (95 % CI 3.5–4.1, n = 40)": always one decimal, so 3.0 reads as a mean, not a count. */
export function meanText(interval: MeanInterval | Interval, unit?: string | null): string {
  const u = unit ? ` ${unit}` : '';
  return `${oneDecimal(interval.estimate)}${u} (${Math.round(interval.confidence * 100)} % CI ${oneDecimal(interval.low)}–${oneDecimal(interval.high)}${u}, n = ${interval.n})`;
}

/** NPS points: "+32 (95 % CI 18 to 46, n = 96)" */
export function npsText(interval: Interval): string {
  const signed = (v: number) => (Math.round(v) > 0 ? `+${Math.round(v)}` : String(Math.round(v)));
  return `${signed(interval.estimate)} (${Math.round(interval.confidence * 100)} % CI ${signed(interval.low)} to ${signed(interval.high)}, n = ${interval.n})`;
}

/** What a small number of answers allows one to say, in plain words; null when there are enough. */
export function smallSampleNote(n: number): string | null {
  if (n === 0) return 'No answers to this question yet.';
  if (n < 10) return `Only ${n === 1 ? '1 answer' : `${n} answers`}: too few to say much. Treat these numbers as anecdotes.`;
  if (n < 30) return `${n} answers: the intervals are wide, so only large differences mean much.`;
  return null;
}

export const answersText = (n: number) => (n === 1 ? '1 answer' : `${n.toLocaleString()} answers`);

export const money = (value: number, currency: string) => {
  try {
    return value.toLocaleString(undefined, { style: 'currency', currency, maximumFractionDigits: value < 100 ? 2 : 0 });
  } catch {
    return `${number(value, 2)} ${currency}`;
  }
};

const luminance = (rgb: number[]) => {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/** A heat-table cell's colours for a share (0–1): indigo of that strength on white, and the readable text colour on it. */
export function heatColours(share: number): { background: string; color: string } {
  const alpha = Math.max(0, Math.min(1, share)) * 0.85;
  const background = [79, 70, 229].map((c) => Math.round(255 - alpha * (255 - c)));
  const dark = [24, 24, 27];
  const white = [255, 255, 255];
  return { background: `rgb(${background.join(' ')})`, color: contrast(background, white) >= contrast(background, dark) ? '#fff' : '#18181b' };
}
