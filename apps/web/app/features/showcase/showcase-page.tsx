import type { Showcase } from '@crm/shared';
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/language';
import { NAVBAR_HEIGHT } from '../../site-config';
import { FailureView } from '../../ui/failure-view';
import { InlineStyle } from '../../ui/inline-style';
import { NotFound } from '../../ui/not-found';
import { isNotFound, useShowcase } from './api';
import { initialShowcase, ShowcaseData } from './initial-data';
import { text } from './localized';
import { NdaDialog } from './nda-dialog';
import { NdaVeil } from './nda-veil';
import showcaseCss from './showcase.css?inline';
import { ShowcaseSection } from './showcase-section';
import { ShowcaseSkeleton } from './showcase-skeleton';
import { StickyBar } from './sticky-bar';
import { useCurrentSection, useScrollToSection } from './use-section-scroll';

/** Spec §9: the showcase's content starts the navbar height plus 50 px down. */
const CONTENT_TOP = NAVBAR_HEIGHT + 50;

/** A property's page, from its record: the NDA dialog first, then the sections. Unknown → 404. */
export function ShowcasePage({ slug }: { slug: string }) {
  // Read once: the embedded record is the hydration's, later renders follow the query.
  const [initial] = useState(() => initialShowcase(slug));
  const query = useShowcase(slug, initial);
  // Not remembered across reloads (sessionStorage): the spec opens the dialog at every entry, and
  // every acceptance is recorded.
  const [accepted, setAccepted] = useState(false);

  if (isNotFound(query.error)) return <NotFound />;
  const showcase = query.data;
  return (
    <div className="sc-page" style={{ paddingTop: CONTENT_TOP }} aria-busy={!showcase}>
      <InlineStyle name="showcase" css={showcaseCss} />
      {initial && <ShowcaseData showcase={initial} />}
      {showcase ? (
        <>
          <ShowcaseContent showcase={showcase} />
          <Nda showcase={showcase} accepted={accepted} onAccepted={() => setAccepted(true)} />
        </>
      ) : (
        <>
          <StickyBar sections={[]} active={null} onNavigate={() => {}} />
          {query.isError ? (
            <div className="container container-md sc-error">
              <FailureView error={query.error} area="public" onReload={() => void query.refetch()} />
            </div>
          ) : (
            <ShowcaseSkeleton />
          )}
        </>
      )}
    </div>
  );
}

interface NdaProps {
  showcase: Showcase;
  accepted: boolean;
  onAccepted: () => void;
}

/** The prerendered page is veiled as the dialog will show it; the dialog replaces the veil in the
 * frame it mounts (a layout effect, before the browser paints). Its own component, so starting
 * re-renders only this, not the page. */
function Nda({ showcase, accepted, onAccepted }: NdaProps) {
  const [started, setStarted] = useState(false);
  useLayoutEffect(() => setStarted(true), []);
  // Nothing can be accepted before the dialog exists.
  if (!started) return <NdaVeil />;
  return (
    <NdaDialog
      open={!accepted}
      slug={showcase.slug}
      version={showcase.nda_version}
      agreement={showcase.agreement}
      onAccepted={onAccepted}
    />
  );
}

/** Memoized, like its sections: the dialog's start and a sent form re-render the page above. */
const ShowcaseContent = memo(function ShowcaseContent({ showcase }: { showcase: Showcase }) {
  const { t } = useTranslation('showcase');
  const { lang } = useLanguage();
  const bar = useRef<HTMLElement>(null);
  const sections = useMemo(
    () => showcase.sections.map((s) => ({ key: s.key, title: text(s.title, lang) })),
    [showcase, lang],
  );
  // Not from `sections`: a language switch keeps the keys, and the scroll tracking with them.
  const keys = useMemo(() => showcase.sections.map((s) => s.key), [showcase]);
  const active = useCurrentSection(keys, bar);
  const scrollTo = useScrollToSection(bar);
  const { street_address: address, email, phone } = showcase;

  // Built only when the record or the language changes: a scroll (the active section) re-renders
  // this component (for the bar), not the sections.
  const body = useMemo(() => {
    const heading = (
      <div className="sc-lead">
        <p className="sc-eyebrow">{t('page.eyebrow')}</p>
        <h1 className="sc-h1">{address}</h1>
      </div>
    );
    return showcase.sections.map((section, index) => (
      <ShowcaseSection
        key={section.key}
        section={section}
        index={index}
        lang={lang}
        lead={index === 0 ? heading : undefined}
        contact={section.key === 'contact' ? { email, phone } : undefined}
      />
    ));
  }, [showcase, lang, t, address, email, phone]);

  return (
    <>
      <StickyBar
        ref={bar}
        contact={{ address, email, phone }}
        sections={sections}
        active={active}
        onNavigate={scrollTo}
      />
      {body}
    </>
  );
});
