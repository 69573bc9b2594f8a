import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInAs } from '../fixtures.ts';
import { landmarks, violations } from './axe.ts';
import { say, type Lang } from './catalogues.ts';
import { dataWords, englishOnScreen } from './english.ts';
import { watchPolicies } from './policies.ts';
import { ADMIN_SCREENS, settled, SUBADMIN_SCREENS, SUPERVISOR_SCREENS, visit } from './screens.ts';
import { shellWords, SIDEBARS, type Role } from './sidebars.ts';
import { throughSidebar } from './sidebars.ts';

export type Size = { width: number; height: number };

/** A walk: the browser's language, its windows, and the checks made on every screen. */
export interface Walk {
  lang: Lang;
  locale: string;
  /** the window the sidebar is checked in (staff shells) */
  nav: Size;
  /** the windows axe checks each screen in (serious and critical WCAG 2.1 A/AA violations, label-in-name included) */
  axe: Size[];
  /** the window English left on the screen and in its ADD form is looked for in, if at all */
  english?: Size;
}

/** What a walk does on one screen after its checks (the media the CSP must allow, say). */
export type Extras = Record<string, () => Promise<void>>;

/** The screens of each staff shell, its main menu first (screens.ts). */
const SCREENS: Record<Role, readonly string[]> = {
  admin: ADMIN_SCREENS,
  subadmin: SUBADMIN_SCREENS,
  supervisor: SUPERVISOR_SCREENS,
};

/**
 * One walk of one page through screens: on each, one main landmark and, as the walk says, axe and
 * the English left; all along, every refused policy (CSP, Permissions-Policy). `done` fails on
 * anything found, every screen's findings together.
 */
export class ScreenWalk {
  private readonly found: string[] = [];
  /** the screens whose ADD form was opened */
  readonly forms: string[] = [];

  private constructor(
    readonly page: Page,
    private readonly walk: Walk,
    private readonly policies: string[],
    private readonly data: Set<string>,
  ) {}

  static async start(page: Page, request: APIRequestContext, walk: Walk) {
    const data = walk.english ? await dataWords(request) : new Set<string>();
    return new ScreenWalk(page, walk, await watchPolicies(page), data);
  }

  /** The checks of the screen shown now, in the window it is shown in; `where` names it. */
  private async check(where: string) {
    this.found.push(...(await landmarks(this.page)));
    if (this.walk.axe.length) this.found.push(...(await violations(this.page)));
    // The public pages and the point of sale have no ADD forms: the sale screen's "Ajouter" adds
    // a line to the ticket.
    if (this.walk.english)
      this.found.push(...(await englishOnScreen(this.page, where, null, this.data, this.forms)));
  }

  /** The checks of a staff screen, in each window of the walk. */
  private async checkStaff(where: string) {
    for (const size of this.walk.axe) {
      await this.resize(size);
      this.found.push(...(await landmarks(this.page)), ...(await violations(this.page)));
    }
    if (this.walk.english) {
      await this.resize(this.walk.english);
      const add = say(this.walk.lang, 'common:actions.add');
      this.found.push(...(await englishOnScreen(this.page, where, add, this.data, this.forms)));
    }
  }

  /**
   * The staff shell in a window of `size`, laid out for it: the sidebar beside the screen from
   * 62em (992 px), the burger below (apps/web/src/app/shell/shell.tsx).
   */
  private async resize(size: Size) {
    const { page } = this;
    const now = page.viewportSize();
    if (now?.width === size.width && now.height === size.height) return;
    await page.setViewportSize(size);
    const burger = page.getByRole('button', { name: shellWords(this.walk.lang).openNavigation });
    if (size.width >= 992) await expect(burger).toBeHidden();
    else await expect(burger).toBeVisible();
    await settled(page);
  }

  /** Each path as a fresh page load (the public pages, the point of sale). */
  async pages(paths: readonly string[], extras: Extras = {}) {
    for (const path of paths) {
      await visit(this.page, path);
      await this.check(path);
      await extras[path]?.();
    }
  }

  /**
   * The role's shell in one page load: signed in on its main menu, then every screen of its
   * sidebar reached from the sidebar (throughSidebar's checks, in the `nav` window), each checked
   * in the `screen` window.
   */
  async shell(role: Role, user: { userName: string; password: string }, extras: Extras = {}) {
    const { page, walk } = this;
    await page.setViewportSize(walk.nav);
    await signInAs(page, user);
    await expect(page).toHaveTitle(`${shellWords(walk.lang).mainMenu} · Tiraj`);
    const menu = SCREENS[role][0]!;
    await expect(page).toHaveURL(new RegExp(`${menu}$`));
    // One page load for the whole walk: the sidebar moves inside the app.
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    const walked = [menu];
    await settled(page);
    await this.checkStaff(menu);

    const phone = walk.nav.width < 400;
    for (const entry of SIDEBARS[role]) {
      await this.resize(walk.nav);
      await throughSidebar(page, walk.lang, entry, phone);
      await settled(page);
      await this.checkStaff(entry.path);
      await extras[entry.path]?.();
      walked.push(entry.path);
    }
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    // Every screen of the shell was walked.
    expect(walked.toSorted()).toEqual([...SCREENS[role]].sort());
  }

  /** Fails on every finding of the walk: the screens' and the policies refused on the way. */
  done() {
    expect([...this.found, ...this.policies]).toEqual([]);
  }
}

/**
 * Each walk's page: a browser asking for the walk's language, in the window its page loads are
 * checked in (the English walk's last axe window, the desktop; a shell's walk then opens in its
 * navigation window).
 */
export const walkUse = (walk: Walk) => ({
  locale: walk.locale,
  viewport: walk.english ?? walk.axe.at(-1) ?? walk.nav,
});
