import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';
import { VitePWA } from 'vite-plugin-pwa';

/** Files the shell needs besides what index.html references. */
const SHELL_FILES = new Set(['index.html', 'theme-init.js', 'favicon.svg']);

/**
 * Precache only the app shell: index.html and the files it loads (the entry chunk, its preloaded imports, the styles).
 * Page chunks are kept by the worker when first used, so installing the app costs a phone the shell, not every page.
 */
function shellOnly(outDir: string): ManifestTransform {
  return async (entries) => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    // The plugin adds the web app manifest itself.
    const manifest = entries.filter(
      (entry) => entry.url !== 'manifest.webmanifest' && (SHELL_FILES.has(entry.url) || html.includes(`/${entry.url}"`)),
    );
    return { manifest, warnings: [] };
  };
}

/** The installable app: web app manifest and service worker (src/web/sw.ts; decision 0020). */
export function pwa(outDir: string) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: '.',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    // The browser fetches the icons it needs when installing; precaching all three would cost every visitor 14 KB.
    includeManifestIcons: false,
    manifest: {
      id: '/app',
      name: 'LocalHub',
      short_name: 'LocalHub',
      description: 'Your Trusted Hub for Jobs and Business Networking: find trusted professionals, businesses and products near you.',
      start_url: '/app',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      background_color: '#ffffff',
      theme_color: '#047857',
      lang: 'en-NG',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      manifestTransforms: [shellOnly(outDir)],
    },
  });
}
