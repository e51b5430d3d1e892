import { lazy } from 'react';

export { DiscoverVideos } from './discover-videos';
/** Upload (with the resumable-upload client) and My videos are tabs behind a press: their code comes with it. */
export const MyVideos = lazy(() => import('./my-videos').then((module) => ({ default: module.MyVideos })));
export const UploadVideo = lazy(() => import('./upload-video').then((module) => ({ default: module.UploadVideo })));
export { VideoCard } from './video-card';
