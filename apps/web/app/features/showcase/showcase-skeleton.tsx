import { useTranslation } from 'react-i18next';

interface SkeletonProps {
  width: number | string;
  /** Of the line; the shape is drawn at 60 % of it, as text is (MUI's). */
  height?: number;
  marginBottom?: number;
}

/** A grey shape pulsing where text will be. */
export function Skeleton({ width, height, marginBottom }: SkeletonProps) {
  return <span className="sc-skel" style={{ width, height, marginBottom }} />;
}

/** What the page shows until the showcase arrives (a page not prerendered): the shapes of the
 * page heading, the first section and its pictures, at their final sizes. */
export function ShowcaseSkeleton() {
  const { t } = useTranslation('showcase');
  return (
    <div className="sc-loading" data-testid="showcase-loading">
      <div role="status" className="vh">
        {t('page.loading')}
      </div>
      <div className="container" aria-hidden="true">
        <Skeleton width={180} />
        <Skeleton width="60%" height={56} marginBottom={24} />
        <Skeleton width={160} height={44} marginBottom={16} />
        {[100, 96, 98, 70].map((width) => (
          <Skeleton key={width} width={`min(${width}%, 75ch)`} />
        ))}
        <div className="sc-loading-grid">
          <span className="sc-skel sc-skel-box" />
          <span className="sc-skel sc-skel-box" />
        </div>
      </div>
    </div>
  );
}
