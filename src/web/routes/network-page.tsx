import { PageHeader } from '../components/ui/page-header';
import { PageSpinner } from '../components/ui/spinner';
import { useSession } from '../features/auth/api';
import { AuthRequired } from '../features/listings';
import { FindPeople, NetworkLists, useNetworkLiveUpdates } from '../features/network';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

/** My Network (docs/spec/part-2-management-detail-messaging-account-media.md §2.14): find people, answer requests, keep up with connections, meet people you may know. */
export default function NetworkPage() {
  useDocumentTitle(t('My Network'));
  useNetworkLiveUpdates();
  const session = useSession();
  if (session.isPending) return <PageSpinner label={t('Loading your session')} />;
  if (!session.data?.user) {
    return (
      <>
        <PageHeader title={t('My Network')} />
        <AuthRequired message={t('Please sign in to find people and manage your connections')} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={t('My Network')}
        description={t('Find people, answer connection requests and keep in touch with your connections.')}
      />
      <div className="grid gap-8">
        <FindPeople />
        <NetworkLists />
      </div>
    </>
  );
}
