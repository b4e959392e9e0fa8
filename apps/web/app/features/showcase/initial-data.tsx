import { SHOWCASE_SEEDS, Showcase } from '@crm/shared';

// A showcase page is prerendered with its record, so its text and pictures are in the HTML (the
// first paint shows the property; crawlers read it) instead of a skeleton waiting for scripts and
// a request. The record at build time is the one the 0002 migration inserts (the same seed); the
// page still asks the API once started, and shows the database's record if it differs. The
// record travels to the browser in the page, in a JSON <script>, so hydration renders exactly
// what was prerendered. A showcase added later (not prerendered) loads as before.

const DATA_ID = 'showcase-data';

/** The record the page starts with: the seed at prerender, the page's embedded copy in the
 * browser, or none (a page not prerendered, or reached by a client-side navigation). */
export function initialShowcase(slug: string): Showcase | undefined {
  if (import.meta.env.SSR) {
    const seed = SHOWCASE_SEEDS.find((s) => s.slug === slug);
    return seed && Showcase.parse(seed);
  }
  const text = document.getElementById(DATA_ID)?.textContent;
  if (!text) return undefined;
  const parsed = Showcase.safeParse(JSON.parse(text));
  return parsed.success && parsed.data.slug === slug ? parsed.data : undefined;
}

/** `<` escaped, so no text in the record can close the script element. */
const json = (showcase: Showcase) => JSON.stringify(showcase).replace(/</g, '\\u003c');

/** The embedded copy of the record the page was rendered with. */
export function ShowcaseData({ showcase }: { showcase: Showcase }) {
  return (
    <script
      type="application/json"
      id={DATA_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped, never run
      dangerouslySetInnerHTML={{ __html: json(showcase) }}
    />
  );
}
