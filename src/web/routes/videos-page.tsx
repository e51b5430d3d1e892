import { Video } from 'lucide-react';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useDocumentTitle } from '../lib/use-document-title';

export default function VideosPage() {
  useDocumentTitle('Videos');
  return (
    <>
      <PageHeader title="Videos" />
      <Tabs defaultValue="discover">
        <TabsList>
          <TabsTrigger value="discover">Discover</TabsTrigger>
          <TabsTrigger value="upload" disabled>
            Upload
          </TabsTrigger>
        </TabsList>
        <TabsContent value="discover">
          <EmptyState icon={Video} title="No videos found" description="Be the first to upload a video!" />
        </TabsContent>
      </Tabs>
    </>
  );
}
