/**
 * The prerendered landing page's only script (build/prerender-landing.ts bundles it on its own,
 * a classic script of a few hundred bytes, run in <head> before the page shows). No React: it
 * does the little that moves.
 *
 * - The language: the server sends the page in the language of the `tiraj.language` cookie, else
 *   the browser's (Accept-Language), else French. A choice this device made elsewhere (the
 *   dashboard, the point of sale: `localStorage`) wins: the cookie learns it and the page reloads
 *   once, before anything shows. The switcher saves the choice (device, cookie and, signed in,
 *   the user) and swaps in the page of the new language without a reload.
 * - The mobile menu (Mantine's drawer, prerendered closed): the burger opens it; the close button,
 *   the overlay, Escape and a link close it; Tab stays inside while it is open.
 */
import { isLanguage, rememberLanguage, storedLanguage } from '../../i18n/languages.ts';

const COOKIE = 'tiraj.language';
/** The language the reload was for: a page that still comes in another one is not reloaded again. */
const RELOADED = 'tiraj.landingReloadedFor';
const root = document.documentElement;
const pageLanguage = () => root.dataset.language;

function cookieLanguage() {
  const value = new RegExp(`(?:^|;\\s*)${COOKIE.replace('.', '\\.')}=([a-z]+)`).exec(
    document.cookie,
  )?.[1];
  return isLanguage(value) ? value : null;
}

function saveCookie(language: string) {
  document.cookie = `${COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

function session(key: string, value?: string | null) {
  try {
    if (value === undefined) return sessionStorage.getItem(key);
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // storage refused (private mode): no reload guard, no session
  }
  return null;
}

const chosen = storedLanguage();
if (chosen && chosen !== cookieLanguage()) saveCookie(chosen);
if (chosen && chosen !== pageLanguage() && cookieLanguage() === chosen) {
  if (session(RELOADED) !== chosen) {
    session(RELOADED, chosen);
    location.reload();
  }
} else session(RELOADED, null);

const $ = <E extends Element = HTMLElement>(selector: string) =>
  document.querySelector<E>(selector);

async function switchTo(language: string) {
  if (!isLanguage(language)) return;
  rememberLanguage(language);
  saveCookie(language);
  // Signed in on this browser (the dashboard's session): the choice follows the user too.
  const token = session('token');
  if (token) {
    void fetch('/api/auth/me', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ language }),
    }).catch(() => undefined);
  }
  if (language === pageLanguage()) return;
  try {
    const answer = await fetch('/', { headers: { accept: 'text/html' } });
    const next = new DOMParser().parseFromString(await answer.text(), 'text/html');
    if (!answer.ok || next.documentElement.dataset.language !== language) throw new Error();
    const y = scrollY;
    root.lang = next.documentElement.lang;
    root.dataset.language = language;
    document.title = next.title;
    const description = next.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description) $('meta[name="description"]')?.setAttribute('content', description);
    document.body.replaceWith(document.adoptNode(next.body));
    scrollTo(0, y);
    $(`[data-testid="language-switcher"] [lang="${language}"]`)?.focus();
  } catch {
    location.reload();
  }
}

const MENU = '#landing-menu';
const burger = () => $('.mantine-Burger-root');
const menuParts = () => [
  $(`${MENU} .mantine-Drawer-overlay`),
  $(`${MENU} .mantine-Drawer-content`),
];
const menuOpen = () => burger()?.getAttribute('aria-expanded') === 'true';

function showMenu(open: boolean) {
  for (const part of menuParts()) part?.style.setProperty('display', open ? '' : 'none');
  burger()?.setAttribute('aria-expanded', String(open));
  // Mantine's mark of an open burger: its lines turn into a cross.
  $('.mantine-Burger-burger')?.toggleAttribute('data-opened', open);
  document.body.style.overflow = open ? 'hidden' : '';
  if (open) {
    const content = $(`${MENU} .mantine-Drawer-content`);
    content?.setAttribute('aria-labelledby', `${MENU.slice(1)}-title`);
    $(`${MENU} .mantine-Drawer-close`)?.focus();
  } else burger()?.focus();
}

/** Tab and Shift+Tab go round the open menu's links and buttons. */
function keepFocusIn(event: KeyboardEvent) {
  const inside = [
    ...document.querySelectorAll<HTMLElement>(`${MENU} .mantine-Drawer-content :is(a, button)`),
  ];
  const first = inside[0];
  const last = inside.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const choice = target.closest('[data-testid="language-switcher"] [lang]');
  if (choice) void switchTo(choice.getAttribute('lang') ?? '');
  else if (target.closest('.mantine-Burger-root')) showMenu(!menuOpen());
  else if (
    menuOpen() &&
    target.closest(`${MENU} .mantine-Drawer-close, ${MENU} .mantine-Drawer-overlay, ${MENU} a`)
  )
    showMenu(false);
});

document.addEventListener('keydown', (event) => {
  if (!menuOpen()) return;
  if (event.key === 'Escape') showMenu(false);
  else if (event.key === 'Tab') keepFocusIn(event);
});

// The burger moves as Mantine's does, unless the device asks for less motion.
document.addEventListener('DOMContentLoaded', () => {
  if (!matchMedia('(prefers-reduced-motion: reduce)').matches)
    $('.mantine-Burger-burger')?.removeAttribute('data-reduce-motion');
});
