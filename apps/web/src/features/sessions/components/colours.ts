import type { HatColour, NoteColour } from '@sightline/shared/sessions';

export const NOTE_CLASSES: Record<NoteColour, string> = {
  yellow: 'bg-yellow-100 border-yellow-300',
  pink: 'bg-pink-100 border-pink-300',
  blue: 'bg-sky-100 border-sky-300',
  green: 'bg-emerald-100 border-emerald-300',
  orange: 'bg-orange-100 border-orange-300',
  purple: 'bg-violet-100 border-violet-300',
};

export const HAT_CLASSES: Record<HatColour, string> = {
  blue: 'bg-blue-600 text-white border-blue-700',
  white: 'bg-white text-neutral-900 border-neutral-300',
  red: 'bg-red-600 text-white border-red-700',
  yellow: 'bg-yellow-300 text-neutral-900 border-yellow-500',
  black: 'bg-neutral-900 text-white border-neutral-950',
  green: 'bg-green-600 text-white border-green-700',
};

/** The stronger tone of each note colour, for the colour picker's swatch. */
export const SWATCH_CLASSES: Record<NoteColour, string> = {
  yellow: 'bg-yellow-400',
  pink: 'bg-pink-400',
  blue: 'bg-sky-400',
  green: 'bg-emerald-400',
  orange: 'bg-orange-400',
  purple: 'bg-violet-400',
};
