import { Suspense, useState } from 'react';
import { PageHeader } from '../components/ui/page-header';
import { PanelSpinner } from '../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useSession } from '../features/auth/api';
import { DiscoverVideos, MyVideos, UploadVideo } from '../features/videos';
import { useMyVideos } from '../features/videos/api';
import type { Video } from '../../shared/schemas/videos';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

/** Videos: Discover (search, filter, sort, play), Upload (resumable) and the member's own videos. */
export default function VideosPage() {
  useDocumentTitle(t('Videos'));
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const [tab, setTab] = useState('discover');
  // Videos uploaded in this visit lead Discover; "My videos" (polled while processing) keeps their status current.
  const [uploaded, setUploaded] = useState<Video[]>([]);
  const mine = useMyVideos(signedIn && uploaded.length > 0);
  const pinned = uploaded.flatMap((video) => {
    if (!mine.data) return [video];
    const current = mine.data.find((own) => own.videoId === video.videoId);
    return current ? [current] : [];
  });

  return (
    <div className="min-w-0">
      <PageHeader title={t('Videos')} description={t('Watch and share videos from businesses and people near you.')} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="discover">{t('Discover')}</TabsTrigger>
          <TabsTrigger value="upload" disabled={!signedIn}>
            {t('Upload')}
          </TabsTrigger>
          <TabsTrigger value="mine" disabled={!signedIn}>
            {t('My videos')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="discover">
          <DiscoverVideos pinned={pinned} />
        </TabsContent>
        {signedIn ? (
          <>
            <TabsContent value="upload">
              <Suspense fallback={<PanelSpinner />}>
                <UploadVideo
                  onUploaded={(video) => {
                    setUploaded((current) => [video, ...current]);
                    setTab('discover');
                  }}
                />
              </Suspense>
            </TabsContent>
            <TabsContent value="mine">
              <Suspense fallback={<PanelSpinner />}>
                <MyVideos />
              </Suspense>
            </TabsContent>
          </>
        ) : null}
      </Tabs>
    </div>
  );
}
