const VEIL_ID = 'nda-veil';

/** Stops the page scrolling while the veil is there. Its own `<style>`, written out as the
 * prerendered page must carry it (showcase.css is minified by the build). */
const SCROLL_LOCK = `html:has(#${VEIL_ID}){overflow:hidden;}`;

/** Spec §2: the page is not for reading or scrolling before the agreement. The prerendered page
 * carries this veil, the dialog's own backdrop colour (showcase.css), with the page's scrolling
 * off (CSS alone, as no script has run yet); the dialog takes its place once the app has started. */
export function NdaVeil() {
  return (
    <>
      <style href={VEIL_ID} precedence="showcase">
        {SCROLL_LOCK}
      </style>
      <div id={VEIL_ID} className="nda-veil" aria-hidden="true" />
    </>
  );
}
