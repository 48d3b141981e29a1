import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { billingAccountQuery, type Invoice } from '../../billing/api';
import { SubscriptionStatus } from '../../billing/components/subscription-status';
import { BILLING_STRINGS as B } from '../../billing/strings';
import { DASHBOARD_STRINGS as S } from '../strings';

const money = (cents: number, currency: string) => new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

function Invoices({ invoices }: { invoices: Invoice[] }) {
  if (invoices.length === 0) return <p className="text-sm text-muted-foreground">{S.plan.noInvoices}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="invoices">
        <caption className="sr-only">{S.plan.invoices}</caption>
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">{S.plan.invoiceDate}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{S.plan.invoiceNumber}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{S.plan.invoiceAmount}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{S.plan.invoiceStatus}</th>
            <th scope="col" className="py-2 font-medium"><span className="sr-only">{S.plan.invoiceLinks}</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td className="py-2 pr-4 whitespace-nowrap">{day(invoice.issuedAt)}</td>
              <td className="py-2 pr-4">{invoice.number ?? '—'}</td>
              <td className="py-2 pr-4 tabular-nums">{money(invoice.status === 'paid' ? invoice.amountPaid : invoice.amountDue, invoice.currency)}</td>
              <td className="py-2 pr-4">{invoice.paymentFailedAt ? S.plan.paymentFailed : invoice.status}</td>
              <td className="py-2 whitespace-nowrap">
                {invoice.hostedInvoiceUrl && (
                  <a href={invoice.hostedInvoiceUrl} className="text-primary underline underline-offset-4">
                    {S.plan.view}
                  </a>
                )}
                {invoice.invoicePdf && (
                  <a href={invoice.invoicePdf} className="ml-3 text-primary underline underline-offset-4">
                    PDF
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The account's plan from the server's billing record: without a payment provider everything is open; with one, the subscription, bought reports and invoices. */
export function PlanStatus() {
  const billing = useQuery(billingAccountQuery());
  if (billing.isPending) return <p className="text-sm text-muted-foreground">…</p>;
  if (billing.isError) return <p className="text-sm text-destructive">{S.loadFailed}</p>;
  const account = billing.data;
  if (!account.enabled)
    return (
      <div className="space-y-1 text-sm" data-testid="plan-status">
        <p className="font-medium">{B.off.title}</p>
        <p className="text-muted-foreground">{B.off.text}</p>
      </div>
    );
  return (
    <div className="space-y-5 text-sm" data-testid="plan-status">
      {account.subscription ? (
        <SubscriptionStatus subscription={account.subscription} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>{S.plan.inactive}</p>
          <Link to="/pricing" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {S.plan.pricing}
          </Link>
        </div>
      )}
      {account.purchasedReports.length > 0 && (
        <div>
          <h3 className="font-semibold">{S.plan.purchased}</h3>
          <ul className="mt-2 space-y-1">
            {account.purchasedReports.map((report) => (
              <li key={report.analysisId}>
                <Link to={`/comprehensive-report/${report.analysisId}`} className="text-primary underline underline-offset-4">
                  {report.domain}
                </Link>
                <span className="text-muted-foreground">{` · ${day(report.purchasedAt)}`}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h3 className="font-semibold">{S.plan.invoices}</h3>
        <div className="mt-2">
          <Invoices invoices={account.invoices} />
        </div>
      </div>
    </div>
  );
}
