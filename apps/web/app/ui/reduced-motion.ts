/** Whether the visitor asked for less motion, read when it is needed, in an effect or an event
 * handler (never during prerender). Not a hook: during hydration a hook answers its prerender value,
 * false, and effects acting on it would start the motion. Styles use the media query itself. */
export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
