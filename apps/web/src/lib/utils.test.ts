import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { Spinner } from '../components/ui/spinner';
import { cn } from './utils';

/** The class attribute a primitive renders with (they are plain functions of their props). */
const classOf = (element: ReactElement) => (element.props as { className: string }).className.split(' ');

describe('cn: a caller’s classes override the primitive’s, as the app uses them', () => {
  it('a home feature card in focus takes the primary border colour and the larger shadow, and keeps its border width', () => {
    const classes = classOf(Card({ className: cn('h-full transition-shadow', 'border-primary/40 shadow-md ring-1 ring-primary/20') }));
    expect(classes).toEqual(['rounded-xl', 'border', 'bg-card', 'text-card-foreground', 'h-full', 'transition-shadow', 'border-primary/40', 'shadow-md', 'ring-1', 'ring-primary/20']);
  });

  it('a card content given p-5 and text-foreground drops the default padding sides and text colour, not the text size', () => {
    expect(classOf(CardContent({ className: 'p-5 text-foreground' }))).toEqual(['text-sm', 'p-5', 'text-foreground']);
  });

  it('a later padding side does not drop the padding it narrows (CardHeader with pb-2)', () => {
    expect(classOf(CardHeader({ className: 'pb-2' }))).toEqual(['flex', 'flex-col', 'gap-1.5', 'p-5', 'pb-2']);
  });

  it('a spinner given size-4 or size-6 is that size only', () => {
    expect(classOf(Spinner({ className: 'size-4 text-muted-foreground' }))).toEqual(['animate-spin', 'size-4', 'text-muted-foreground']);
    expect(classOf(Spinner({ className: 'mt-4' }))).toEqual(['size-5', 'animate-spin', 'mt-4']);
  });

  it('the domain input: its height and small-screen text size are replaced, the inline padding sides added', () => {
    const classes = classOf(Input({ className: 'h-12 pl-9 pr-10 text-base sm:text-base' }));
    expect(classes).not.toContain('h-10');
    expect(classes).not.toContain('sm:text-sm');
    expect(classes.filter((name) => name === 'text-base')).toHaveLength(1);
    expect(classes).toEqual(expect.arrayContaining(['h-12', 'px-3', 'pl-9', 'pr-10', 'sm:text-base', 'border', 'border-input', 'aria-[invalid=true]:border-destructive', 'placeholder:text-muted-foreground']));
  });

  it('a large button has the large text size only, and its variant’s colours', () => {
    const classes = classOf(Button({ size: 'lg', className: 'h-12' }));
    expect(classes).toContain('text-base');
    expect(classes).not.toContain('text-sm');
    expect(classes.filter((name) => name === 'h-12')).toHaveLength(1);
    expect(classes).toEqual(expect.arrayContaining(['bg-primary', 'text-primary-foreground', '[&_svg]:size-4', 'focus-visible:ring-2', 'focus-visible:ring-ring']));
  });

  it('a dialog given max-w-lg is not also max-w-md', () => {
    expect(cn('m-auto max-w-md rounded-xl', 'max-w-lg')).toBe('m-auto rounded-xl max-w-lg');
  });

  it('a score ring without a score: the small, medium-weight text wins over the large bold one', () => {
    expect(cn('absolute inset-0 font-bold tabular-nums', 'text-xl', 'text-sm font-medium text-muted-foreground')).toBe('absolute inset-0 tabular-nums text-sm font-medium text-muted-foreground');
  });
});

describe('cn: classes that only look alike are all kept', () => {
  it('text size, alignment and colour', () => {
    expect(cn('mt-2 text-sm text-left', 'text-muted-foreground')).toBe('mt-2 text-sm text-left text-muted-foreground');
  });

  it('border width, side widths and colour; ring width and colour; shadow size', () => {
    expect(cn('border border-b-4 border-border', 'ring-1 ring-primary/20 shadow-sm')).toBe('border border-b-4 border-border ring-1 ring-primary/20 shadow-sm');
  });

  it('display and the flex shorthand; a corner radius after the whole radius', () => {
    expect(cn('flex rounded-md', 'flex-1 rounded-t-lg')).toBe('flex rounded-md flex-1 rounded-t-lg');
  });

  it('the same utility under different variants, and arbitrary properties of different names', () => {
    expect(cn('text-sm [&_svg]:size-4 [overflow-wrap:anywhere]', 'sm:text-base size-5 [word-break:keep-all]')).toBe(
      'text-sm [&_svg]:size-4 [overflow-wrap:anywhere] sm:text-base size-5 [word-break:keep-all]',
    );
  });

  it('classes it has no group for, and falsy inputs', () => {
    expect(cn('animate-toast-in', false, null, undefined, 'touch-pan-y', { 'opacity-0': true, hidden: false })).toBe('animate-toast-in touch-pan-y opacity-0');
  });
});

describe('cn: conflicts by group', () => {
  it('a later class of the same group and variants wins; a repeated class is kept once', () => {
    expect(cn('hover:bg-muted bg-card', 'hover:bg-primary/90 bg-card')).toBe('hover:bg-primary/90 bg-card');
    expect(cn('md:print:hidden', 'print:md:block')).toBe('print:md:block');
    expect(cn('-mt-2', 'mt-4')).toBe('mt-4');
    expect(cn('!mt-2', 'mt-4')).toBe('!mt-2 mt-4');
    expect(cn('[overflow-wrap:anywhere]', '[overflow-wrap:break-word]')).toBe('[overflow-wrap:break-word]');
  });

  it('a group drops the groups it covers, never the other way round', () => {
    expect(cn('px-2 pt-1', 'p-4')).toBe('p-4');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('w-4 h-4', 'size-6')).toBe('size-6');
    expect(cn('leading-tight', 'text-lg')).toBe('text-lg');
    expect(cn('text-lg', 'leading-tight')).toBe('text-lg leading-tight');
    expect(cn('overflow-y-auto', 'overflow-hidden')).toBe('overflow-hidden');
    expect(cn('rounded-t-lg', 'rounded-md')).toBe('rounded-md');
    expect(cn('border-b-4', 'border-0')).toBe('border-0');
  });
});
