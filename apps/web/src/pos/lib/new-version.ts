import en from '../../i18n/locales/en/pos-update.ts';
import fr from '../../i18n/locales/fr/pos-update.ts';
import ht from '../../i18n/locales/ht/pos-update.ts';

/** What the service worker posts once it has kept a new version of the point of sale. */
const NEW_VERSION = 'tiraj-pos-new-version';
const WORDS: Record<string, typeof en> = { en, fr, ht };

/**
 * The offer of a new version, on top of every screen, the sign-in too, in the page's language
 * (its `lang`, which follows the language switcher). The seller reloads when it suits: waiting
 * sales are kept on the device, and so is the ticket being typed (features/sell/kept-draft.ts). Plain DOM, without React or i18next: this
 * module shares nothing with the app, so the app's first load stays as it was.
 */
function showBar() {
  const bar = document.createElement('button');
  bar.type = 'button';
  bar.className = 'pos-update-bar';
  bar.dataset.testid = 'pos-new-version';
  bar.addEventListener('click', () => window.location.reload());
  const say = () => {
    const language = document.documentElement.lang.slice(0, 2);
    bar.textContent = (WORDS[language] ?? ht).newVersion;
  };
  say();
  new MutationObserver(say).observe(document.documentElement, { attributeFilter: ['lang'] });
  document.body.prepend(bar);
}

/**
 * Loaded after the app's first load (main.tsx): listens to the service worker, then asks it which
 * version is kept. The worker answers once the refresh this opening started is done (a message
 * it sent before the page listened would be lost), and tells a page that stays open whenever it
 * keeps a newer one.
 */
export function listenForNewVersion() {
  let shown = false;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type !== NEW_VERSION || shown) return;
    shown = true;
    showBar();
  });
  void navigator.serviceWorker.ready.then(() =>
    navigator.serviceWorker.controller?.postMessage({ type: 'tiraj-pos-which-version' }),
  );
}
