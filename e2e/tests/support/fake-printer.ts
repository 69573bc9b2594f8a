import type { BrowserContext, Page } from '@playwright/test';

/**
 * A USB receipt printer that keeps what it is sent (issue 37): the point of sale prints to it
 * straight, as ESC/POS, by itself after each sale; the test reads each print's bytes back.
 */
export async function fakeUsbPrinter(context: BrowserContext) {
  await context.addInitScript(() => {
    const printed: number[][] = [];
    (window as unknown as { printed: number[][] }).printed = printed;
    localStorage.setItem('tiraj.pos.printer', 'usb');
    const device = {
      opened: false,
      configuration: null as unknown,
      open: async () => {
        device.opened = true;
      },
      selectConfiguration: async () => {
        device.configuration = {
          interfaces: [
            {
              interfaceNumber: 0,
              alternate: {
                interfaceClass: 7,
                endpoints: [{ direction: 'out', endpointNumber: 1 }],
              },
            },
          ],
        };
      },
      claimInterface: async () => undefined,
      transferOut: async (_endpoint: number, data: Uint8Array) => {
        printed.push(Array.from(data));
        return { status: 'ok' };
      },
    };
    Object.defineProperty(navigator, 'usb', {
      value: { getDevices: async () => [device], requestDevice: async () => device },
    });
  });
}

/**
 * The prints this page sent, each read as text (the ESC/POS commands left in as noise: the
 * printed words are plain ASCII in these tests, so the code page does not matter).
 */
export const printedTexts = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { printed: number[][] }).printed.map((bytes) =>
      String.fromCharCode(...bytes),
    ),
  );
