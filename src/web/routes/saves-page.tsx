import { Bookmark } from 'lucide-react';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useDocumentTitle } from '../lib/use-document-title';

const TABS = [
  { value: 'businesses', label: 'Businesses', empty: 'No saved businesses' },
  { value: 'professionals', label: 'Professionals', empty: 'No saved professionals' },
  { value: 'posts', label: 'Posts', empty: 'No saved posts' },
];

export default function SavesPage() {
  useDocumentTitle('Saved Items');
  return (
    <>
      <PageHeader title="Saved Items" />
      <Tabs defaultValue="businesses">
        <TabsList>
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label} (0)
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <EmptyState icon={Bookmark} title={tab.empty} description="Items you save will appear here." />
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
