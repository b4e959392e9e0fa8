import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How far below the screen the deal room starts loading. */
const AHEAD = '600px';

/** The deal room's heading and introduction, in the cached HTML; its content (`children`, the
 * visitor's documents, a lazy component) is mounted in the browser once the section nears the
 * screen, so its code never competes with the page's first paint and hydration. */
export function DealRoomSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('listingsSite');
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <section ref={ref} id="deal-room" className="lp-room" aria-labelledby="lp-room">
      <h2 id="lp-room" className="lp-h2">
        {t('room.title')}
      </h2>
      <p>{t('room.intro')}</p>
      {/* The same words while the code loads as while the documents do. */}
      <Suspense fallback={<p>{t('room.loading')}</p>}>
        {near ? children : <p>{t('room.loading')}</p>}
      </Suspense>
    </section>
  );
}
