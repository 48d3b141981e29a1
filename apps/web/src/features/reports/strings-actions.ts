// Texts of the report toolbar (report-actions.tsx, the bias report's toolbar).

export const ACTION_STRINGS = {
  toolbarLabel: 'Report actions',
  downloadPdf: 'Download PDF',
  pdf: 'PDF',
  json: 'JSON',
  csv: 'CSV',
  generatingPdf: 'Generating PDF…',
  downloadJson: 'Download JSON',
  downloadCsv: 'Download CSV',
  print: 'Print',
  rerun: 'Re-run analysis',
  startSession: 'Start a session from this report',
  rerunning: 'Starting…',
  downloadFailed: 'Download failed',
  pdfBusy: 'The PDF could not be generated right now',
  pdfBusyText: (message: string) => `${message} Try again in a minute, or use Print to save a PDF from your browser.`,
  rerunFailed: 'The analysis could not be started again',
} as const;
