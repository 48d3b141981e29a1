export const API_DOCS_STRINGS = {
  referenceTitle: 'Reference: /api/v1',
  referenceIntro: (version: string) =>
    `Every operation of the public API, read just now from this installation's OpenAPI document (version ${version}), the same document the server validates each request with. Open a response to see its fields.`,
  loading: 'Loading the API reference...',
  loadFailed: (message: string) => `The API reference could not be loaded (${message}). The raw document is at /api/docs/json.`,
  parameters: 'Parameters',
  body: 'Request body (JSON)',
  responses: 'Responses',
  required: 'required',
  errorShape: '{ success: false, error, code }',
} as const;
