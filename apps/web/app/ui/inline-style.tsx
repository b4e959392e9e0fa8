/** A stylesheet (imported `?inline`) as a `<style>` React hoists into `<head>`, once however many
 * components render it: inlined in the prerendered HTML, so the first paint waits for no request
 * (ADR 0013). `name` is its identity and its place in the order: the first named comes first. */
export function InlineStyle({ name, css }: { name: string; css: string }) {
  return (
    <style href={name} precedence={name}>
      {css}
    </style>
  );
}
