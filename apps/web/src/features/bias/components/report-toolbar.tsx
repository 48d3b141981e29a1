import { useState } from 'react';
import { FileDown, FileJson, Printer } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { HttpError } from '../../../lib/api';
import { saveBlob } from '../../../lib/download';
import { ACTION_STRINGS as S } from '../../reports/strings-detailed';
import { toast } from '../../toast/toast-store';
import { fetchBiasReportFile, type BiasFileFormat } from '../api';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A bias report's exports (the server's PDF of this page, the JSON) and print; the share token when opened through a link. Hidden in print. */
export function BiasReportToolbar({ id, token }: { id: string; token?: string }) {
  const [downloading, setDownloading] = useState<BiasFileFormat | null>(null);

  async function download(format: BiasFileFormat) {
    setDownloading(format);
    try {
      const { blob, filename } = await fetchBiasReportFile(id, format, token);
      saveBlob(blob, filename);
    } catch (error) {
      // 503: no PDF renderer could start or the web app is not built; 504: the page did not become ready in time.
      const busy = error instanceof HttpError && (error.status === 503 || error.status === 504);
      toast({ title: busy ? S.pdfBusy : S.downloadFailed, description: busy ? S.pdfBusyText(errorText(error)) : errorText(error), variant: 'destructive' });
    } finally {
      setDownloading(null);
    }
  }

  const file = (format: BiasFileFormat, label: string, name: string, Icon: typeof FileDown) => (
    <Button variant="outline" size="sm" onClick={() => void download(format)} disabled={downloading !== null} aria-busy={downloading === format} aria-label={downloading === 'pdf' && format === 'pdf' ? S.generatingPdf : name} title={name}>
      {downloading === format ? <Spinner /> : <Icon aria-hidden="true" />}
      {downloading === 'pdf' && format === 'pdf' ? S.generatingPdf : label}
    </Button>
  );
  return (
    <div role="toolbar" aria-label={S.toolbarLabel} className="flex flex-wrap gap-2 print:hidden">
      {file('pdf', S.pdf, S.downloadPdf, FileDown)}
      {file('json', S.json, S.downloadJson, FileJson)}
      <Button variant="outline" size="sm" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        {S.print}
      </Button>
    </div>
  );
}
