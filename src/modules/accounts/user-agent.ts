/**
 * A small, deterministic reading of a `User-Agent` header into a browser and an operating
 * system name, for the signed-in sessions list. It knows the families people sign in with and
 * answers null for the rest; no versions (they change with every update and say little to a
 * person looking for "the laptop at work"). Order matters: Edge, Opera, Samsung Internet and
 * the like also say "Chrome" and "Safari", and Chrome says "Safari" too.
 */

export const USER_AGENT_MAX = 300;

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b|\bOPT\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bHeadlessChrome\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
  [/\bMSIE |\bTrident\//, 'Internet Explorer'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPad\b/, 'iPadOS'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const first = (table: [RegExp, string][], ua: string) => table.find(([re]) => re.test(ua))?.[1] ?? null;

export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  /** "Firefox · Windows", one of the two, or null when neither is known. */
  device: string | null;
}

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? '';
  const browser = first(BROWSERS, ua);
  const os = first(SYSTEMS, ua);
  const device = [browser, os].filter(Boolean).join(' · ') || null;
  return { browser, os, device };
}

/** The header as stored: trimmed, at most `USER_AGENT_MAX` characters, null when absent. */
export function storedUserAgent(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.slice(0, USER_AGENT_MAX) : null;
}
