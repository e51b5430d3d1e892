import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { PageHeader } from '../components/ui/page-header';
import { PageSpinner } from '../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useServerLanguage } from '../features/account';
import { IdentityQueue } from '../features/identity';
import { AuditLog, ConsoleHeader, ReportQueue, useStaffMe } from '../features/moderation';
import { ApiRequestError } from '../lib/api';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';
import NotFoundPage from './not-found-page';

/** The moderation console: staff only. Everyone else sees the app's 404 page, as the API answers them. */
export default function AdminPage() {
  const me = useStaffMe();
  // Opened directly, outside the app's shell: staff still read it in the language saved on their account.
  useServerLanguage(Boolean(me.data));
  useDocumentTitle(t('Moderation'));
  if (me.isPending) return <PageSpinner />;
  if (me.error instanceof ApiRequestError && me.error.status === 403) {
    return (
      <ConsoleFrame>
        <main id="main" className="mx-auto grid max-w-xl justify-items-center gap-3 px-4 py-12 text-center">
          <ShieldAlert aria-hidden className="size-10 text-muted-foreground" />
          <h1 className="text-xl font-bold">{t('Two-factor sign-in needed')}</h1>
          <p className="text-sm text-muted-foreground">{me.error.message}</p>
          <Button asChild className="mt-2">
            <Link to="/app/account?tab=security">{t('Open Account → Security')}</Link>
          </Button>
        </main>
      </ConsoleFrame>
    );
  }
  if (!me.data) return <NotFoundPage />;
  return (
    <ConsoleFrame>
      <main id="main" className="mx-auto w-full max-w-4xl px-3 py-6 sm:px-6">
        <PageHeader
          title={t('Moderation')}
          description={t('Signed in as {role}. Every action is recorded in the audit log.', { role: me.data.role })}
        />
        <Tabs defaultValue="reports">
          <TabsList aria-label={t('Console sections')}>
            <TabsTrigger value="reports">{t('Reports')}</TabsTrigger>
            <TabsTrigger value="identity">{t('Identity')}</TabsTrigger>
            <TabsTrigger value="audit">{t('Audit log')}</TabsTrigger>
          </TabsList>
          <TabsContent value="reports" className="mt-4">
            <ReportQueue />
          </TabsContent>
          <TabsContent value="identity" className="mt-4">
            <IdentityQueue />
          </TabsContent>
          <TabsContent value="audit" className="mt-4">
            <AuditLog />
          </TabsContent>
        </Tabs>
      </main>
    </ConsoleFrame>
  );
}

/** Staff only: everyone else gets the app's plain 404 page, with no sign of a console. */
function ConsoleFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <ConsoleHeader />
      {children}
    </div>
  );
}
