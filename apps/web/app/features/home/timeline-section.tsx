import { useTranslation } from 'react-i18next';
import { Reveal } from './reveal';
import { HomeSectionFrame } from './section';

/** Spec §3 "Others": a timeline event has a date, a title and a content (messages under
 * `timeline.<key>`). */
const TIMELINE_EVENTS = ['e1', 'e2', 'e3', 'e4'] as const;

/** Spec §2: four events, oldest first, along a vertical line. */
export function TimelineSection() {
  const { t } = useTranslation('home');
  return (
    <HomeSectionFrame section="timeline" tone="dark" title={t('timeline.title')}>
      <ol className="timeline">
        {TIMELINE_EVENTS.map((event) => (
          <Reveal key={event} as="li" duration={800}>
            <p className="timeline-date">
              <time dateTime={t(`timeline.${event}.date`)}>{t(`timeline.${event}.date`)}</time>
            </p>
            <h3 className="home-h3">{t(`timeline.${event}.title`)}</h3>
            <p className="home-body muted">{t(`timeline.${event}.text`)}</p>
          </Reveal>
        ))}
      </ol>
    </HomeSectionFrame>
  );
}
