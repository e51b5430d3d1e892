import { PanelSpinner } from '../../components/ui/spinner';
import { t } from '../../lib/i18n';
import { useConnectionList } from './api';
import { ConnectionsSection } from './connections-section';
import { RequestsSection } from './requests-section';
import { SuggestionsSection } from './suggestions-section';

/**
 * The member's requests, connections and suggestions, drawn together once the three lists have answered: drawn one by
 * one, each list that arrived (or a requests section that turned out empty) moved the ones below it (issue 38.3).
 */
export function NetworkLists() {
  const pending = [useConnectionList('incoming'), useConnectionList('outgoing'), useConnectionList('connections')].some(
    (list) => list.isPending,
  );
  if (pending) return <PanelSpinner label={t('Loading your connections')} />;
  return (
    <>
      <RequestsSection />
      <ConnectionsSection />
      <SuggestionsSection />
    </>
  );
}
