/** Spec §2: the page is not for reading or scrolling before the agreement. The prerendered page
 * carries this veil, the dialog's own backdrop colour, with the page's scrolling off by CSS alone
 * (showcase.css), as no script has run yet; the dialog takes its place once the app has started. */
export function NdaVeil() {
  return <div id="nda-veil" className="nda-veil" aria-hidden="true" />;
}
