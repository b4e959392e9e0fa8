// A session's device in words, from its User-Agent: browser and system, or null when neither is
// recognised. Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (list: Array<[RegExp, string]>, text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1];

export function deviceOf(userAgent: string | null): { browser: string; os: string } | null {
  if (!userAgent) return null;
  const browser = first(BROWSERS, userAgent);
  const os = first(SYSTEMS, userAgent);
  if (!browser && !os) return null;
  return { browser: browser ?? '?', os: os ?? '?' };
}
