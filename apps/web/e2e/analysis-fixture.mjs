// The local site analysis*.spec.ts analyses: one page, plain http, mapped by SIGHTLINE_HOST_RULES.
import { serverPort } from './ports.mjs';

export const analysisFixtureHost = 'tea-shop-e2e.test';
export const analysisFixturePort = serverPort + 3;
export const analysisFixturePage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Tea shop — hand-made tea</title>
<meta name="description" content="A one-page tea shop that Sightline's end-to-end tests analyse."></head>
<body style="font-family: sans-serif; margin: 0"><header style="background:#14532d;color:#fff;padding:16px"><strong>Tea shop</strong>
<nav><a href="/" style="color:#fff">Home</a></nav></header><main style="padding:16px"><h1>Hand-made tea</h1>
<p>Small batches of green and black tea, packed by hand.</p><img src="/missing.png" width="300" height="200">
<form><input type="email" placeholder="Email"><button>Subscribe</button></form></main></body></html>`;

/** A tea guide the home page does not link to, two pages deep: typed as a path, then crawled for more pages. */
const guidePage = (title, text, link) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} — Tea shop</title>
<meta name="description" content="${text}"></head>
<body style="font-family: sans-serif; margin: 0; padding: 16px"><main><h1>${title}</h1><p>${text}</p>
<p><a href="${link.href}">${link.text}</a></p></main></body></html>`;

/** The page deceptive-design.spec.ts analyses: a scarcity claim and a newsletter box ticked in advance. */
const dealsPage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Deals — Tea shop</title>
<meta name="description" content="This week's tea deals."></head>
<body style="font-family: sans-serif; margin: 0; padding: 16px"><main><h1>This week's deals</h1>
<p>Sencha, 100 g: 6 euros.</p><p style="color:#b91c1c;font-weight:bold">Only 2 left in stock!</p>
<form><label><input type="checkbox" name="newsletter" checked> Send me the newsletter</label>
<p><button>Add to basket</button></p></form></main></body></html>`;

/** Every page of the fixture site by path. */
export const analysisFixturePages = {
  '/': analysisFixturePage,
  '/guide/': guidePage('Tea guide', 'How to brew the teas we sell.', { href: '/guide/green', text: 'Brewing green tea' }),
  '/deals': dealsPage,
  '/guide/green': guidePage('Brewing green tea', 'Water at 80 degrees, two minutes.', { href: '/guide/', text: 'Back to the tea guide' }),
};
