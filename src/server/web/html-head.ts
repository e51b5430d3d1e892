import type { SharePreview } from '../features/share-preview/share-preview.service';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Puts a page's own title, description and Open Graph tags into the app's index.html. */
export function withSharePreview(indexHtml: string, preview: SharePreview): string {
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="LocalHub" />`,
    `<meta property="og:title" content="${escape(preview.title)}" />`,
    `<meta property="og:description" content="${escape(preview.description)}" />`,
    `<meta property="og:url" content="${escape(preview.url)}" />`,
    ...(preview.image ? [`<meta property="og:image" content="${escape(preview.image)}" />`] : []),
    `<meta name="twitter:card" content="${preview.image ? 'summary_large_image' : 'summary'}" />`,
    `<link rel="canonical" href="${escape(preview.url)}" />`,
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(preview.title)}</title>\n    ${tags}`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escape(preview.description)}"`);
}
