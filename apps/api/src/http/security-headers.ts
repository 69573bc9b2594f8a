import helmet from '@fastify/helmet';
import type { App } from './types.ts';

/**
 * Browser features the app uses, for its own origin only: the camera (the point of sale scans
 * ticket QR codes), the microphone (chat voice messages), copying the device ID, and USB and
 * Bluetooth (the point of sale prints straight to a USB or BLE receipt printer). Every other
 * powerful feature is denied, to the app and to anything it embeds. Only features Chromium
 * knows are named (it logs an error for any other): web-share, for the ticket image, is left
 * at its default, the app's own origin, and so is Web Bluetooth, which Chromium (156) does not
 * name in the policy ("Unrecognized feature: 'bluetooth'") and allows to a top-level page.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'clipboard-write=(self)',
  'usb=(self)',
  ...[
    'accelerometer',
    'autoplay',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'gamepad',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

/** Security headers on every answer (pages, API, files), set by helmet. */
export async function registerSecurityHeaders(app: App) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      // Only what is listed: helmet's defaults add upgrade-insecure-requests, which would break
      // a server reached over plain http on a shop's network.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // The built pages load only module scripts of their own; no inline script anywhere.
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Mantine (and the API docs) set styles at run time: <style> tags and style attributes.
        // Inline styles cannot run code, so this is the one allowance.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Chat images and voice messages are played from blob: URLs; the ticket image and QR
        // codes are data: URLs.
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The point of sale's service worker, /pos-sw.js; and blob: for the zip worker of the
        // `.xlsx` writer (fflate, under write-excel-file): past 160 kB of sheet it compresses in a
        // worker built from its own code as a blob: URL, and without it "Exporter en Excel" failed
        // on larger lists (issue 38). Only a script already running in the page (script-src
        // 'self': no inline script, no eval) can mint a blob: URL, so this lets no other code in;
        // the worker keeps the page's policy and reaches no DOM. A service worker cannot be a blob:.
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Only over https does a browser heed it; other sites of the operator's domain are not ours.
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
