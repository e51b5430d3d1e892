export { CreateContent } from './create-content';
export { ContentDialog, type ContentEdit } from './content-dialogs';
export { useDeleteContent } from './api';
export { announcementValues, eventValues, noticeValues } from './edit-values';
export { AdEditDialog } from './ad-edit-dialog';
