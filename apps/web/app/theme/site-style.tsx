import css from './site.css?inline';

/** The public site's stylesheet as a `<style>` React hoists into `<head>` (once, however many
 * pages render it): inlined in the prerendered HTML, so the first paint waits for no request. */
export function SiteStyle() {
  return (
    <style href="site" precedence="site">
      {css}
    </style>
  );
}
