import css from './showcase.css?inline';

/** The showcase page's stylesheet, hoisted into `<head>` by React like the site's (site-style.tsx). */
export function ShowcaseStyle() {
  return (
    <style href="showcase" precedence="showcase">
      {css}
    </style>
  );
}
