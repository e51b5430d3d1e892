export { DiscoverVideos } from './discover-videos';
export { MyVideos } from './my-videos';
export { UploadVideo } from './upload-video';
export { VideoCard } from './video-card';
