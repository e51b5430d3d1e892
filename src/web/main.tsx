import { hydrate, timeoutManager } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppRoot } from './app/app-root';
import { createAppRouter } from './app/browser-router';
import { createQueryClient } from './app/query-client';
import { coalescedTimers } from './lib/coalesced-timers';
import { readFirstScreen, setDrawnWith } from './lib/first-screen';
import { activateLanguage, initialLanguage, rememberLanguageForServer } from './lib/i18n';
import './styles.css';

// Before any query exists: queries and observers set their timers through it.
timeoutManager.setTimeoutProvider(coalescedTimers());
const queryClient = createQueryClient();
const rootElement = document.getElementById('root')!;

/** The next task: the browser paints and reads input between the takeover's steps instead of after all of them. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** A page the server drew: its data and language come with it, and React takes its HTML over instead of redrawing it. */
async function takeOver(firstScreen: NonNullable<ReturnType<typeof readFirstScreen>>) {
  await nextTask();
  setDrawnWith(firstScreen);
  hydrate(queryClient, firstScreen.queries);
  await activateLanguage(firstScreen.language);
  const router = await createAppRouter(queryClient, firstScreen);
  await nextTask();
  // As a transition, React takes the page over in slices of a few milliseconds (Lighthouse's blocking time).
  startTransition(() => {
    hydrateRoot(
      rootElement,
      <AppRoot client={queryClient}>
        <RouterProvider router={router} />
      </AppRoot>,
    );
  });
  // A choice made on this device before the server knew it (it does from now on).
  const wanted = initialLanguage();
  if (wanted !== firstScreen.language) {
    rememberLanguageForServer(wanted);
    await activateLanguage(wanted);
  }
}

/** The offline shell or a page the server did not draw: the app draws it, in slices as above. */
async function draw() {
  const router = await createAppRouter(queryClient, null);
  startTransition(() =>
    createRoot(rootElement).render(
      <AppRoot client={queryClient}>
        <RouterProvider router={router} />
      </AppRoot>,
    ),
  );
}

const firstScreen = readFirstScreen();
if (firstScreen) void takeOver(firstScreen);
// English is built in; another language's translations arrive before the first screen, so it never flashes English.
else void activateLanguage(initialLanguage()).then(draw, draw);
