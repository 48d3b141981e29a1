/**
 * `value` as JSON to put inside an HTML element (a `<script type="application/json">`): nothing
 * in it can close the element or open a comment, and it parses back to the same value.
 */
export const jsonInHtml = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
