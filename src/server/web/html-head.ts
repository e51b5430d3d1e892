import type { SharePreview } from '../features/share-preview/share-preview.service';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Puts a page's own title, description and Open Graph tags into the app's index.html. */
export function withSharePreview(indexHtml: string, preview: SharePreview): string {
  const tags = [
    `<meta property="og:type" content="${preview.video ? 'video.other' : 'website'}" />`,
    `<meta property="og:site_name" content="LocalHub" />`,
    `<meta property="og:title" content="${escape(preview.title)}" />`,
    `<meta property="og:description" content="${escape(preview.description)}" />`,
    `<meta property="og:url" content="${escape(preview.url)}" />`,
    ...(preview.image ? [`<meta property="og:image" content="${escape(preview.image)}" />`] : []),
    ...(preview.video
      ? [
          `<meta property="og:video" content="${escape(preview.video.url)}" />`,
          `<meta property="og:video:secure_url" content="${escape(preview.video.url)}" />`,
          `<meta property="og:video:type" content="${escape(preview.video.type)}" />`,
          `<meta property="og:video:width" content="${preview.video.width}" />`,
          `<meta property="og:video:height" content="${preview.video.height}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="${preview.image ? 'summary_large_image' : 'summary'}" />`,
    `<link rel="canonical" href="${escape(preview.url)}" />`,
  ].join('\n    ');
  // Replacer functions: a replacement string would read "$&", "$`" or "$'" in a name as the page around it.
  return (
    indexHtml
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escape(preview.title)}</title>\n    ${tags}`)
      // index.html is formatted: its tag may span lines.
      .replace(/<meta\s+name="description"\s+content="[^"]*"/, () => `<meta name="description" content="${escape(preview.description)}"`)
  );
}
