// A placeholder home page until the public-site issue brings the router, MUI and i18n.
import { messages as t } from './messages';

const styles = {
  main: {
    maxWidth: '40rem',
    margin: '0 auto',
    padding: '4rem 1.5rem',
    fontFamily: 'Roboto, system-ui, sans-serif',
    lineHeight: 1.5,
    color: '#1a1a1a',
  },
  title: { color: '#0d2b5e', marginBottom: '0.25rem' },
  link: { color: '#0b57d0' },
} as const;

export function App() {
  return (
    <main style={styles.main}>
      <h1 style={styles.title}>{t.companyName}</h1>
      <p>{t.tagline}</p>
      <p>{t.comingSoon}</p>
      <section aria-labelledby="api-heading">
        <h2 id="api-heading">{t.apiHeading}</h2>
        <p>
          {t.apiNote}{' '}
          <a href="/api/docs" style={styles.link}>
            {t.apiLink}
          </a>
        </p>
      </section>
    </main>
  );
}
