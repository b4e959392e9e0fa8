// The firm's name, as its website (apps/web's site-config) and the API's mails to visitors give it.
// A module of its own, importing nothing: the public pages' first scripts read it.
export const FIRM_NAME = 'Sterling Crest Asset Management';
