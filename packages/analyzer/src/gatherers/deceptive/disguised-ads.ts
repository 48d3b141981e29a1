// Disguised ads (Mathur et al. 2019 and Gray et al. 2018: ads dressed as content or navigation),
// decided from what is rendered. First, what is an ad, by markup and target, never by looks:
//   - ad-slot markup: ins.adsbygoogle, data-ad-slot / data-ad-client / data-ad-unit / data-ad /
//     data-ad-id / data-google-query-id, div-gpt-ad slots, Taboola and Outbrain widgets, an iframe
//     titled as an ad ("Advertisement") or GPT's google_ads_iframe;
//   - an iframe from an ad host, a link to an ad host's click address, a link marked rel=sponsored;
//   - in a list whose items all link within the site, an item linking to another site with a
//     campaign's tracking parameters (utm_*, click or affiliate ids): the weakest sign, a native ad.
// Then, whether each is disguised: no visible ad label ("Ad", "Sponsored", "Advertisement",
// "Anzeige"…, 8 px or larger) in it, beside it or within 48 px above it, and either
//   - dressed as a control of the page: its text is an action ("Download", "Start", "Play",
//     "Continue", "Next") drawn as a button; or
//   - dressed as content: it is one item of a list of like items (the same tag under one parent,
//     at least two of them not ads) and its computed style matches theirs (font, colour, size,
//     background, border: SIMILAR_SHARE of the features or more).
// Limits: what an ad iframe draws inside itself is not read (a label the ad network draws there,
// such as AdChoices, is not seen, and an iframe is judged only as a list item); an ad without any
// marker, ad host or tracking parameter is not recognised; an unlabelled ad that looks like an ad
// (a banner unlike its neighbours) is not called disguised.
import type { ElementRef, Gatherer } from '../../types';
import { evaluateWithHelpers } from '../selector';

export interface AdUnit {
  element: ElementRef;
  /** Why it is an ad. */
  sign: 'ad markup' | 'ad host iframe' | 'ad host link' | 'sponsored link' | 'tracked link to another site';
  text: string;
  /** The visible ad label found near it, or null. */
  label: string | null;
  /** Host the ad leads to, when it is a link. */
  targetHost: string | null;
  /** What it is dressed as, when it is. */
  mimics: 'control' | 'content' | null;
  /** For a list item: the share of style features it shares with the list's other items. */
  similarity: number | null;
}

declare module '../../types' {
  interface Artifacts {
    DisguisedAds: AdUnit[];
  }
}

/** Hosts that serve ads or count ad clicks (a host and its subdomains). */
export const AD_HOSTS = [
  'doubleclick.net',
  'googlesyndication.com',
  'googleadservices.com',
  'adservice.google.com',
  'googletagservices.com',
  'amazon-adsystem.com',
  'adnxs.com',
  'taboola.com',
  'outbrain.com',
  'criteo.com',
  'criteo.net',
  'pubmatic.com',
  'rubiconproject.com',
  'openx.net',
  'adsrvr.org',
  'media.net',
  'revcontent.com',
  'mgid.com',
  'zergnet.com',
  'yieldmo.com',
  'sharethrough.com',
  'teads.tv',
  'smartadserver.com',
  'adform.net',
  'adroll.com',
  'propellerads.com',
  'popads.net',
  'adsterra.com',
  'exoclick.com',
  'bidswitch.net',
  'moatads.com',
  'adition.com',
];
const AD_LABEL_SOURCE = String.raw`^\W*(?:ads?|advert(?:isement|isements|orial)?s?|sponsored(?: (?:content|links?|results?|post|by\b.*))?|promoted(?: by\b.*)?|paid (?:content|partnership|post|promotion)|partner content|anzeigen?|werbung|gesponsert|publicité|annonce|sponsorisé|patrocinado|publicidad|anuncio|sponsorizzato|pubblicità|gesponsord|advertentie|reklama|sponsrad|annons)\b(?:\s+(?:by|from|with)\s.{0,40})?[\W\d]*(?:[·|•–-].{0,60})?$`;
const ACTION_SOURCE = String.raw`^\W*(?:(?:free )?download(?: now| free| here)?|start(?: now| download| here)?|play(?: now)?|watch(?: now)?|continue|next|install(?: now)?|get (?:it|started|the app)|open|convert(?: now)?|scan(?: now)?|run|launch|click here|proceed)\W*$`;
const TRACKING = String.raw`[?&](?:utm_(?:source|medium|campaign)|click_?id|clickid|aff(?:iliate)?(?:_?id)?|subid|gclid|dclid|obclid|tblci)=`;
/** A list item sharing this share of style features with its neighbours is styled as one of them. */
export const SIMILAR_SHARE = 0.8;
const MAX_ADS = 30;

export const disguisedAdsGatherer: Gatherer<'DisguisedAds'> = {
  name: 'DisguisedAds',
  phase: 'passive',
  gather({ page }) {
    return evaluateWithHelpers(
      page,
      (h, { hosts, labelSource, actionSource, tracking, similarShare, max }: { hosts: string[]; labelSource: string; actionSource: string; tracking: string; similarShare: number; max: number }) => {
        const labelRe = new RegExp(labelSource, 'i');
        const actionRe = new RegExp(actionSource, 'i');
        const trackingRe = new RegExp(tracking, 'i');
        const site = location.hostname.replace(/^www\./, '');
        const hostOf = (url: string) => {
          try {
            return new URL(url, location.href).hostname.replace(/^www\./, '');
          } catch {
            return '';
          }
        };
        const isAdHost = (host: string) => hosts.some((ad) => host === ad || host.endsWith(`.${ad}`));
        const offSite = (host: string) => host !== '' && host !== site && !host.endsWith(`.${site}`) && !site.endsWith(`.${host}`);
        const visible = (el: Element) => {
          const r = el.getBoundingClientRect();
          return r.width >= 8 && r.height >= 8 && ((el as HTMLElement).checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true);
        };
        const textOf = (el: Element) => ((el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();

        // What is an ad, and why.
        const found = new Map<Element, string>();
        const markup = 'ins.adsbygoogle, [data-ad-slot], [data-ad-client], [data-ad-unit], [data-ad], [data-ad-id], [data-google-query-id], [id^="div-gpt-ad"], .trc_rbox_container, .trc_related_container, .OUTBRAIN, [data-widget-id][data-src*="outbrain"]';
        for (const el of Array.from(document.querySelectorAll(markup))) found.set(el, 'ad markup');
        for (const frame of Array.from(document.querySelectorAll('iframe'))) {
          if (isAdHost(hostOf(frame.getAttribute('src') ?? ''))) found.set(frame, 'ad host iframe');
          // Named an ad for assistive technology ("Advertisement", GPT's google_ads_iframe): the page knows what it is.
          else if (/^google_ads_iframe/.test(frame.id) || labelRe.test(frame.getAttribute('title') ?? frame.getAttribute('aria-label') ?? '')) found.set(frame, 'ad markup');
        }
        const links = Array.from(document.querySelectorAll('a[href]')) as HTMLAnchorElement[];
        for (const link of links) {
          if (isAdHost(hostOf(link.href))) found.set(link, 'ad host link');
          else if (/\bsponsored\b/i.test(link.rel)) found.set(link, 'sponsored link');
        }
        // Native ads: an item of a same-site list that links elsewhere with a campaign's tracking.
        let tracked = 0;
        for (const link of links) {
          if (tracked >= 4 * max) break;
          if (found.has(link) || !offSite(hostOf(link.href)) || !trackingRe.test(link.href)) continue;
          tracked++;
          const item = link.closest('li, article') ?? link;
          const list = item.parentElement;
          if (!list) continue;
          const others = Array.from(list.children).slice(0, 50).filter((child) => child !== item && child.localName === item.localName);
          const sameSite = others.filter((child) => Array.from(child.querySelectorAll('a[href]')).some((a) => !offSite(hostOf((a as HTMLAnchorElement).href))));
          if (others.length >= 2 && sameSite.length === others.length) found.set(link, 'tracked link to another site');
        }
        // Nested signs are one ad: the outermost box of each. A page of thousands of ad links is judged by its first ones.
        for (const el of Array.from(found.keys()).slice(4 * max)) found.delete(el);
        const units = Array.from(found.keys()).filter((el) => !Array.from(found.keys()).some((other) => other !== el && other.contains(el)) && visible(el));

        const isAd = (el: Element) => Array.from(found.keys()).some((ad) => el.contains(ad) || ad.contains(el));
        const labelNear = (unit: Element): string | null => {
          const box = unit.getBoundingClientRect();
          const near = (el: Element) => {
            const r = el.getBoundingClientRect();
            return r.bottom >= box.top - 48 && r.top <= box.bottom + 4 && r.right >= box.left - 48 && r.left <= box.right + 48;
          };
          const legible = (el: Element) => parseFloat(getComputedStyle(el).fontSize) >= 8 && visible(el);
          // In it, in the box around it (its parent and the parent's), or just above it on the page.
          // A box of the whole page is no "around it": at most 400 elements are read per scope.
          const scopes = [unit, unit.parentElement, unit.parentElement?.parentElement].filter((el): el is Element => el instanceof Element && el !== document.body && el !== document.documentElement);
          for (const scope of scopes) {
            for (const el of [scope, ...Array.from(scope.querySelectorAll('*')).slice(0, 400)]) {
              // textContent first (cheap), then what is rendered.
              if ((el.textContent ?? '').length > 80 || !labelRe.test((el.textContent ?? '').replace(/\s+/g, ' ').trim())) continue;
              const text = textOf(el);
              if (labelRe.test(text) && legible(el) && (unit.contains(el) || near(el))) return text;
            }
          }
          // Drawn by CSS (::before { content: "Ad" }).
          for (const el of [unit, ...Array.from(unit.querySelectorAll('*')).slice(0, 50)]) {
            for (const pseudo of ['::before', '::after']) {
              const content = getComputedStyle(el, pseudo).content.replace(/^["']|["']$/g, '');
              if (content && content !== 'none' && labelRe.test(content)) return content;
            }
          }
          return null;
        };
        const parse = (colour: string) => colour.replace(/\s+/g, '');
        const features = (el: Element) => {
          const style = getComputedStyle(el);
          const title = el.querySelector('h1, h2, h3, h4, h5, h6, a[href], strong') ?? el;
          const titleStyle = getComputedStyle(title);
          const r = el.getBoundingClientRect();
          return {
            display: style.display,
            background: parse(style.backgroundColor),
            border: `${style.borderTopWidth} ${style.borderTopStyle} ${parse(style.borderTopColor)}`,
            radius: style.borderTopLeftRadius,
            padding: style.padding,
            font: `${titleStyle.fontFamily} ${titleStyle.fontWeight}`,
            fontSize: titleStyle.fontSize,
            colour: parse(titleStyle.color),
            width: r.width,
            height: r.height,
          };
        };
        const alike = (a: ReturnType<typeof features>, b: ReturnType<typeof features>) => {
          const keys = ['display', 'background', 'border', 'radius', 'padding', 'font', 'fontSize', 'colour'] as const;
          let same = keys.filter((key) => a[key] === b[key]).length;
          same += Math.abs(a.width - b.width) <= Math.max(4, 0.1 * b.width) ? 1 : 0;
          same += Math.abs(a.height - b.height) <= Math.max(8, 0.35 * b.height) ? 1 : 0;
          return same / (keys.length + 2);
        };
        /** The list item the ad stands in as, with how alike it is drawn to the list's organic items. */
        const asListItem = (unit: Element): { item: Element; similarity: number } | null => {
          let node: Element | null = unit;
          for (let level = 0; node && node.parentElement && node.parentElement !== document.body && level < 4; level++, node = node.parentElement) {
            const item: Element = node;
            const organic = Array.from(item.parentElement!.children).filter((child) => child !== item && child.localName === item.localName && !isAd(child) && visible(child));
            if (organic.length < 2) continue;
            const mine = features(item);
            const shares = organic.slice(0, 6).map((other) => alike(mine, features(other)));
            return { item, similarity: Math.round((shares.reduce((sum, share) => sum + share, 0) / shares.length) * 100) / 100 };
          }
          return null;
        };
        const drawnAsButton = (el: Element) => {
          const style = getComputedStyle(el);
          const bg = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(style.backgroundColor);
          const filled = bg !== null && (bg[4] === undefined || Number(bg[4]) > 0.5) && !(Number(bg[1]) > 245 && Number(bg[2]) > 245 && Number(bg[3]) > 245);
          const bordered = parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none';
          return filled || bordered || el.matches('button, input[type=button], input[type=submit]');
        };

        const ads: Array<{ element: ReturnType<typeof h.refOf>; sign: string; text: string; label: string | null; targetHost: string | null; mimics: 'control' | 'content' | null; similarity: number | null }> = [];
        for (const unit of units.slice(0, max)) {
          const link = unit instanceof HTMLAnchorElement ? unit : unit.querySelector('a[href]');
          const targetHost = link ? hostOf((link as HTMLAnchorElement).href) : null;
          // Its controls first: the slot around a button reads as the button's words too.
          const control = [...Array.from(unit.querySelectorAll('a[href], button, [role=button], input[type=button], input[type=submit]')), unit].find((el) => actionRe.test(textOf(el) || (el as HTMLInputElement).value || '') && visible(el));
          const listed = unit.localName === 'iframe' || !control ? asListItem(unit) : null;
          let mimics: 'control' | 'content' | null = null;
          if (control && drawnAsButton(control)) mimics = 'control';
          else if (listed && listed.similarity >= similarShare) mimics = 'content';
          const shown = listed && mimics === 'content' ? listed.item : unit;
          ads.push({ element: h.refOf(shown), sign: found.get(unit)!, text: textOf(unit).slice(0, 160), label: labelNear(shown), targetHost, mimics, similarity: listed?.similarity ?? null });
        }
        return ads;
      },
      { hosts: AD_HOSTS, labelSource: AD_LABEL_SOURCE, actionSource: ACTION_SOURCE, tracking: TRACKING, similarShare: SIMILAR_SHARE, max: MAX_ADS },
    ) as Promise<AdUnit[]>;
  },
};
