import type { ReactNode } from 'react';
import type { User } from '../../auth/auth-api';
import { ApiKeysPanel } from '../../api-keys/api-keys-panel';
import { DASHBOARD_STRINGS as S } from '../strings';
import { BrandingSettings } from './branding-settings';
import { ClaimsPanel } from './claims-panel';
import { DeleteAccount } from './delete-account';
import { PasswordForm } from './password-form';
import { PlanStatus } from './plan-status';
import { ProfileForm } from './profile-form';
import { WorkLists } from './work-lists';

type SectionId = keyof typeof S.sections;

function Section({ id, lead, children, tone = 'default' }: { id: SectionId; lead?: string; children: ReactNode; tone?: 'default' | 'danger' }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20">
      <h2 id={`${id}-heading`} className={tone === 'danger' ? 'text-xl font-semibold text-destructive' : 'text-xl font-semibold'}>
        {S.sections[id]}
      </h2>
      {lead && <p className="mt-1 text-sm text-muted-foreground">{lead}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border border-border bg-card p-4 sm:p-5">{children}</div>;
}

/** The signed-in home: the account's work first, then its plan, branding, API access and the account itself. */
export function Dashboard({ user }: { user: User }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{S.title}</h1>
      <p className="mt-2 text-muted-foreground">{S.lead(user.name || user.email)}</p>
      <nav aria-label={S.sectionsLabel} className="mt-5 -mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2 text-sm whitespace-nowrap">
          {(Object.keys(S.sections) as SectionId[]).map((id) => (
            <li key={id}>
              <a href={`#${id}`} className="inline-block rounded-full border border-border px-3 py-1.5 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                {S.sections[id]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 space-y-12">
        <Section id="work" lead={S.workLead}>
          <div className="space-y-4">
            <ClaimsPanel user={user} />
            <WorkLists />
          </div>
        </Section>
        <Section id="plan">
          <Panel>
            <PlanStatus />
          </Panel>
        </Section>
        <Section id="branding" lead={S.brandingLead}>
          <Panel>
            <BrandingSettings />
          </Panel>
        </Section>
        <Section id="api" lead={S.apiLead}>
          <Panel>
            <ApiKeysPanel />
          </Panel>
        </Section>
        <Section id="profile">
          <div className="space-y-4">
            <Panel>
              <ProfileForm user={user} />
            </Panel>
            <Panel>
              <h3 className="mb-3 font-semibold">{S.password.title}</h3>
              <PasswordForm />
            </Panel>
          </div>
        </Section>
        <Section id="danger" tone="danger">
          <Panel>
            <DeleteAccount user={user} />
          </Panel>
        </Section>
      </div>
    </div>
  );
}
