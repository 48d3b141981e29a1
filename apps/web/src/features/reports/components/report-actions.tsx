import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileDown, FileJson, FileSpreadsheet, Printer, RotateCcw, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { HttpError } from '../../../lib/api';
import { saveBlob } from '../../../lib/download';
import { toast } from '../../toast/toast-store';
import { fetchReportFile, myAnalysesQuery, rerunAnalysis, type ReportFileFormat } from '../api';
import { ACTION_STRINGS as S } from '../strings-actions';
import type { ReportView } from '../types';

interface ReportActionsProps {
  syntheticId: string;
  token?: string;
  view: ReportView;
  domain: string;
  owner: boolean;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The toolbar of every report view: exports, print and, for the owner, re-run. Hidden in print. */
export function ReportActions({ syntheticId, token, view, domain, owner }: ReportActionsProps) {
  const [downloading, setDownloading] = useState<ReportFileFormat | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function download(format: ReportFileFormat) {
    setDownloading(format);
    try {
      const { blob, filename } = await fetchReportFile(syntheticId, format, view, token);
      saveBlob(blob, filename);
    } catch (error) {
      // 503: every PDF renderer is busy; 504: the page did not become ready in time.
      const busy = error instanceof HttpError && (error.status === 503 || error.status === 504);
      toast({ title: busy ? S.pdfBusy : S.downloadFailed, description: busy ? S.pdfBusyText(errorText(error)) : errorText(error), variant: 'destructive' });
    } finally {
      setDownloading(null);
    }
  }

  const rerun = useMutation({
    mutationFn: () => rerunAnalysis(syntheticId),
    onSuccess: ({ syntheticId: next }) => {
      // The report lists now hold one more analysis (the domain history refetches by itself).
      void queryClient.invalidateQueries({ queryKey: myAnalysesQuery().queryKey });
      // The waitlist's path code loads with the first re-run, not with every report a link opens.
      void import('../../waitlist/waitlist-params').then(({ waitlistPath }) => navigate(waitlistPath(domain, next)));
    },
    // 429 carries the server's limit message ("… per hour"), shown as is.
    onError: (error) => toast({ title: S.rerunFailed, description: errorText(error), variant: 'destructive' }),
  });

  const busy = downloading !== null;
  // Short visible labels keep the toolbar on one line beside the title; the names say "Download …".
  const fileButton = (format: ReportFileFormat, label: string, name: string, Icon: typeof FileDown) => (
    <Button variant="outline" size="sm" onClick={() => void download(format)} disabled={busy} aria-busy={downloading === format} aria-label={downloading === format && format === 'pdf' ? S.generatingPdf : name} title={name}>
      {downloading === format ? <Spinner /> : <Icon aria-hidden="true" />}
      {downloading === format && format === 'pdf' ? S.generatingPdf : label}
    </Button>
  );
  return (
    <div role="toolbar" aria-label={S.toolbarLabel} className="flex flex-wrap gap-2 print:hidden">
      {fileButton('pdf', S.pdf, S.downloadPdf, FileDown)}
      {fileButton('json', S.json, S.downloadJson, FileJson)}
      {fileButton('csv', S.csv, S.downloadCsv, FileSpreadsheet)}
      <Button variant="outline" size="sm" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        {S.print}
      </Button>
      {owner && (
        <Button size="sm" onClick={() => rerun.mutate()} disabled={rerun.isPending}>
          {rerun.isPending ? <Spinner /> : <RotateCcw aria-hidden="true" />}
          {rerun.isPending ? S.rerunning : S.rerun}
        </Button>
      )}
      {owner && (
        <Link to={`/collaborative-session?analysis=${encodeURIComponent(syntheticId)}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Users aria-hidden="true" />
          {S.startSession}
        </Link>
      )}
    </div>
  );
}
