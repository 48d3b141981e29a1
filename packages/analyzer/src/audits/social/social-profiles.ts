import type { Audit } from '../../types';
import '../../gatherers/base/artifacts';

export const SOCIAL_HOSTS: Record<string, string> = {
  'facebook.com': 'Facebook',
  'instagram.com': 'Instagram',
  'x.com': 'X',
  'twitter.com': 'X',
  'linkedin.com': 'LinkedIn',
  'youtube.com': 'YouTube',
  'tiktok.com': 'TikTok',
  'pinterest.com': 'Pinterest',
  'github.com': 'GitHub',
  'mastodon.social': 'Mastodon',
  'threads.net': 'Threads',
  'bsky.app': 'Bluesky',
};

// Share buttons and intents point at these paths; they are not the site's own profile.
const SHARE_PATHS = /\/(share|sharer|intent|shareArticle|pin\/create)/i;

export const socialProfiles: Audit<'Links'> = {
  meta: {
    id: 'social-profiles',
    category: 'social',
    title: 'Page links to the organisation\'s social profiles',
    failureTitle: 'Page has no links to social profiles',
    description: 'Links to your profiles let visitors follow you and let search engines connect the site to its social presence.',
    recommendation: 'Link your profiles from the footer (and list them in Organization structured data as "sameAs").',
    guide: '/guides/social/profiles',
    severity: 'minor',
    requiredArtifacts: ['Links'],
  },
  audit({ Links }) {
    const profiles = new Map<string, string>();
    for (const link of Links) {
      let url: URL;
      try {
        url = new URL(link.href);
      } catch {
        continue;
      }
      const host = url.hostname.replace(/^(www|m)\./, '');
      const network = SOCIAL_HOSTS[host];
      if (network && url.pathname.length > 1 && !SHARE_PATHS.test(url.pathname)) profiles.set(network, url.href);
    }
    if (profiles.size === 0) return { outcome: 'failed' };
    return { outcome: 'passed', displayValue: [...profiles.keys()].join(', '), details: { profiles: Object.fromEntries(profiles) } };
  },
};
