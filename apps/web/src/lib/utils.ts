import { clsx, type ClassValue } from 'clsx';

// A small owned stand-in for tailwind-merge (8 kB gzipped on every page). It knows the Tailwind
// utilities this app writes and keeps what it does not know. A class drops an earlier class of its
// own group under the same variants (`sm:text-base` drops `sm:text-sm`, never `text-sm`), and a group
// drops the groups it covers, as tailwind-merge does: `p-5` drops `px-5`, `size-4` drops `w-4`, a
// font size drops `leading-*`. What a utility means is read from its name: `text-sm` is a size,
// `text-left` an alignment, any other `text-*` a colour; `border` and `border-b-4` are widths,
// `border-primary/40` a colour; `ring-1` a width, `ring-primary/20` a colour.

/** [pattern, group]: the first pattern that matches a utility names its group ('' for none known). */
const GROUPS: [RegExp, string][] = [
  [/^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|flow-root|list-item|table)$/, 'display'],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(visible|invisible)$/, 'visibility'],
  [/^(not-)?sr-only$/, 'sr'],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(not-)?italic$/, 'font-style'],
  [/^(underline|no-underline|line-through)$/, 'decoration'],
  [/^(tabular|proportional)-nums$/, 'numeric-spacing'],
  [/^(truncate|text-ellipsis|text-clip)$/, 'text-overflow'],
  [/^transition(-.*)?$/, 'transition'],
  // An arbitrary property, [overflow-wrap:anywhere]: its property is its group.
  [/^\[([a-z-]+):.*/, '[$1]'],
  // Padding and margin, the side being part of the group: p, px, pt…, m, mx, mt…
  [/^([pm](?:[xytrblse]|b[se])?)-.*/, '$1'],
  [/^rounded(-(?:tl|tr|br|bl|ss|se|es|ee|[trblse]))?(-.*)?$/, 'rounded$1'],
  [/^border(-[xytrblse])?(-(\d+|\[[^\]]+\]))?$/, 'border-w$1'],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [/^border-([xytrblse]-|collapse$|separate$|spacing).*/, ''],
  [/^border-.*/, 'border-color'],
  [/^text-(xs|sm|base|lg|\d*xl)$/, 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^text-(shadow|\[).*/, ''],
  [/^text-.*/, 'text-color'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^font-(sans|serif|mono)$/, 'font-family'],
  [/^bg-(fixed|local|scroll|clip-|origin-|repeat|no-repeat|auto$|cover$|contain$|none$|linear-|radial|conic|gradient-|blend-|top|bottom|left|right|center|\[).*/, ''],
  [/^bg-.*/, 'bg-color'],
  [/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/, 'shadow'],
  [/^shadow-.*/, 'shadow-color'],
  [/^ring(-\d+)?$/, 'ring-w'],
  [/^ring-inset$/, 'ring-inset'],
  [/^ring-offset-\d+$/, 'ring-offset-w'],
  [/^ring-(offset-)?.*/, 'ring-$1color'],
  [/^outline-(none|hidden|solid|dashed|dotted|double)$/, 'outline-style'],
  [/^outline(-\d+)?$/, 'outline-w'],
  [/^outline-offset-.*/, 'outline-offset'],
  [/^outline-.*/, 'outline-color'],
  [/^flex-(row|col).*/, 'flex-direction'],
  [/^flex-(wrap|nowrap).*/, 'flex-wrap'],
  [/^object-(contain|cover|fill|none|scale-down)$/, 'object-fit'],
  [/^break-(inside|before|after)-.*/, 'break-$1'],
  [/^break-(normal|words|all|keep)$/, 'word-break'],
  [/^((justify|place)-(items|self|content))-.*/, '$1'],
  // The rest are named by their prefix, the value after it: w-4, max-w-md, items-center, z-10…
  [
    /^(size|w|h|min-w|max-w|min-h|max-h|gap-x|gap-y|gap|inset-x|inset-y|inset|top|right|bottom|left|start|end|z|order|opacity|flex|basis|grow|shrink|leading|tracking|duration|delay|ease|aspect|space-x|space-y|grid-cols|grid-rows|col-span|row-span|columns|line-clamp|items|justify|self|content|object|overflow-x|overflow-y|overflow|whitespace|cursor|select|pointer-events|animate|list|translate-x|translate-y|scale|rotate|underline-offset|fill|stroke)(-.*)?$/,
    '$1',
  ],
];

/** The groups a later class of a group also drops (tailwind-merge's conflicting groups). */
const COVERS: Record<string, string> = {
  p: 'px py pt pr pb pl ps pe pbs pbe',
  px: 'pr pl ps pe',
  py: 'pt pb pbs pbe',
  m: 'mx my mt mr mb ml ms me mbs mbe',
  mx: 'mr ml ms me',
  my: 'mt mb mbs mbe',
  size: 'w h',
  gap: 'gap-x gap-y',
  inset: 'inset-x inset-y top right bottom left start end',
  'inset-x': 'right left start end',
  'inset-y': 'top bottom',
  overflow: 'overflow-x overflow-y',
  flex: 'basis grow shrink',
  'font-size': 'leading',
  rounded: 'rounded-t rounded-r rounded-b rounded-l rounded-s rounded-e rounded-tl rounded-tr rounded-br rounded-bl rounded-ss rounded-se rounded-es rounded-ee',
  'border-w': 'border-w-x border-w-y border-w-t border-w-r border-w-b border-w-l border-w-s border-w-e',
  'border-w-x': 'border-w-r border-w-l border-w-s border-w-e',
  'border-w-y': 'border-w-t border-w-b',
};

/**
 * The keys a class takes, its own first: `<variants>:<!>group` for the group and each group it
 * covers. A class of no known group takes only itself, so only its exact repeat drops it.
 */
function keysOf(className: string): string[] {
  // Variants end at the last colon outside brackets: `[&_svg]:size-4`, `has-[:focus-visible]:ring-2`.
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[') depth++;
    else if (char === ']') depth--;
    else if (char === ':' && depth === 0) {
      variants.push(className.slice(start, index));
      start = index + 1;
    }
  }
  const utility = className.slice(start);
  const important = /^!|!$/.test(utility);
  const bare = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  const rule = GROUPS.find(([pattern]) => pattern.test(bare));
  const group = rule && bare.replace(rule[0], rule[1]);
  if (!group) return [className];
  const prefix = `${variants.sort().join(':')}:${important ? '!' : ''}`;
  return [group, ...(COVERS[group]?.split(' ') ?? [])].map((name) => prefix + name);
}

/** Merge class names so a caller's Tailwind classes override a primitive's defaults. */
export function cn(...inputs: ClassValue[]): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  // From the last class back: a class stays unless a later one took its key.
  for (const className of clsx(inputs).split(' ').reverse()) {
    if (!className) continue;
    const [own, ...covered] = keysOf(className);
    if (taken.has(own!)) continue;
    kept.push(className);
    for (const key of [own!, ...covered]) taken.add(key);
  }
  return kept.reverse().join(' ');
}
