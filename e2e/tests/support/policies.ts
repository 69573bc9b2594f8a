import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.ts';

/**
 * `test.use` of the specs that play media: a fake camera and microphone that need no prompt, so
 * the QR scanner and voice messages run too.
 */
export const FAKE_MEDIA = {
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
  permissions: ['camera', 'microphone'],
};

/**
 * Every report of a refused policy on this page from now on: the browser's console lines
 * ("Refused to … because it violates the following Content Security Policy directive",
 * Permissions-Policy errors) and each `securitypolicyviolation` event, which an init script logs.
 */
export async function watchPolicies(page: Page) {
  const reports: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/content.security.policy|securitypolicyviolation|permissions.policy/i.test(text))
      reports.push(`${new URL(page.url()).pathname}: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return reports;
}
