// A local OpenID provider standing in for Google in the browser tests: only GOOGLE_DISCOVERY_URL
// differs from production. Started by playwright.config.ts before the API, which reads the
// discovery document at start. The person who signs in is the `login_hint` of the authorization
// request (the login page sends the address typed in its form); without one, Google's cancel
// (`access_denied`) comes back.
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.E2E_OIDC_PORT ?? 2527);
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');

/** Authorization code → the email it was issued for. */
const people = new Map();

server.service.on('beforeAuthorizeRedirect', ({ url }, req) => {
  const hint = typeof req.query.login_hint === 'string' ? req.query.login_hint : '';
  const code = url.searchParams.get('code');
  if (hint && code) {
    people.set(code, hint.toLowerCase());
    return;
  }
  url.searchParams.delete('code');
  url.searchParams.set('error', 'access_denied');
});

server.service.on('beforeTokenSigning', (token, req) => {
  const email = people.get(req.body?.code);
  if (!email) return;
  Object.assign(token.payload, {
    sub: `google-${email}`,
    email,
    email_verified: true,
    name: email.split('@')[0],
  });
});

await server.start(port, '127.0.0.1');
console.log(`OpenID provider at ${server.issuer.url}`);
