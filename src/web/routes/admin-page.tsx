import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { PageSpinner } from '../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { AuditLog, ReportQueue, useStaffMe } from '../features/moderation';
import { ApiRequestError } from '../lib/api';
import { useDocumentTitle } from '../lib/use-document-title';
import NotFoundPage from './not-found-page';

/** The moderation console: staff only. Everyone else sees the app's 404 page, as the API answers them. */
export default function AdminPage() {
  const me = useStaffMe();
  useDocumentTitle('Moderation');
  if (me.isPending) return <PageSpinner />;
  if (me.error instanceof ApiRequestError && me.error.status === 403) {
    return (
      <main className="mx-auto max-w-xl px-4 py-12">
        <EmptyState
          icon={ShieldAlert}
          title="Two-factor sign-in needed"
          description={me.error.message}
          action={
            <Button asChild className="mt-2">
              <Link to="/app/account?tab=security">Open Account → Security</Link>
            </Button>
          }
        />
      </main>
    );
  }
  if (!me.data) return <NotFoundPage />;
  return (
    <main className="mx-auto w-full max-w-4xl px-3 py-6 sm:px-6">
      <PageHeader title="Moderation" description={`Signed in as ${me.data.role}. Every action is recorded in the audit log.`} />
      <Tabs defaultValue="reports">
        <TabsList aria-label="Console sections">
          <TabsTrigger value="reports">Reports</TabsTrigger>
          <TabsTrigger value="audit">Audit log</TabsTrigger>
        </TabsList>
        <TabsContent value="reports" className="mt-4">
          <ReportQueue />
        </TabsContent>
        <TabsContent value="audit" className="mt-4">
          <AuditLog />
        </TabsContent>
      </Tabs>
    </main>
  );
}
