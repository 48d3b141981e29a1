// The first script of a page the server rendered for this request (a shared report: apps/server/
// src/plugins/server-rendered.ts). The page reads as it arrived; the app (src/main.tsx), which then
// hydrates it, starts once that page has been painted, so that neither its download nor its
// evaluation stands between a visitor and the report: the stylesheet and the page have the
// connection to themselves until then. The page lists the app's files and its route's in an inert
// <template> (a preload in the head would be fetched at once), put in the head here, so they all
// come at once. Should they not load (a deploy replaced them), the page stays as it came: the
// whole report, without the app's buttons.
import { APP_PRELOADS_ELEMENT_ID } from '../prerender-data';

requestAnimationFrame(() => {
  // A timeout set in an animation frame runs once that frame has been painted.
  setTimeout(() => {
    const preloads = document.getElementById(APP_PRELOADS_ELEMENT_ID);
    if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
    void import('../main');
  });
});
