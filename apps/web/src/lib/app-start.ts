// How the prerendered home page hands over to the app (src/home-runtime): the page reads and takes
// typing before the app is there; what needs the app waits for it and is carried out once it is.

/** Dispatched on window once the app has rendered or hydrated and its effects have run. */
export const APP_READY_EVENT = 'sightline:app-ready';

/**
 * Set on a form whose submit was made before the app could handle it, until the app submits it
 * again. The form's own handler can tell such a submit apart (the domain form then waits for the
 * domain check instead of asking the visitor to wait for it).
 */
export const SUBMIT_QUEUED_ATTRIBUTE = 'data-submit-queued';
