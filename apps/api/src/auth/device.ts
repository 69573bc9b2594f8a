import type { FastifyRequest } from 'fastify';

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/Version\/(\d+).*Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * A short summary of a user agent, as the Journal shows where an action came from: "Chrome 120 ·
 * Android"; what is not recognised keeps its first word (a script's "curl/8.5"), at most 60
 * characters; null without one.
 */
export function userAgentSummary(userAgent: string | undefined): string | null {
  const ua = userAgent?.trim();
  if (!ua) return null;
  const browser = BROWSERS.map(([re, name]) => {
    const match = re.exec(ua);
    return match ? `${name} ${match[1]}` : null;
  }).find(Boolean);
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  const parts = [browser ?? (system ? null : ua.split(/\s/)[0]), system].filter(Boolean);
  return parts.join(' · ').slice(0, 60);
}

/** The device a sign-in comes from: the seller's device ID when it gives one, else its browser. */
export function deviceOf(request: FastifyRequest, deviceId?: string | null): string | null {
  const id = deviceId?.trim();
  return id ? id.slice(0, 100) : userAgentSummary(request.headers['user-agent']);
}
