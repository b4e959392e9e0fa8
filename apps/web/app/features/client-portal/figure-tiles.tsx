// A property's or the portfolio's headline figures, each with the day it is true on: occupancy,
// annual rent and WALT from the rent roll read on `as_of`; the latest year's NOI as staff last
// entered it.
import type { ClientFigures } from '@crm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientFormat } from './client-format';

function Tile({ label, value, asOf }: { label: ReactNode; value: ReactNode; asOf: ReactNode | null }) {
  return (
    <div className="cp-box cp-tile">
      <dt className="cp-small cp-muted">{label}</dt>
      <dd className="cp-figure">{value}</dd>
      {asOf && <dd className="cp-small cp-muted">{asOf}</dd>}
    </div>
  );
}

export function FigureTiles({ figures }: { figures: ClientFigures }) {
  const { t } = useTranslation('clientPortal');
  const f = useClientFormat();
  const asOf = f.asOf(figures.as_of);
  const latest = figures.noi[0];
  return (
    <dl className="cp-tiles">
      <Tile label={t('figures.occupancy')} value={f.ratio(figures.occupancy)} asOf={asOf} />
      <Tile label={t('figures.annualRent')} value={f.money(figures.annual_rent)} asOf={asOf} />
      <Tile label={t('figures.walt')} value={f.years(figures.walt_years)} asOf={asOf} />
      <Tile
        label={latest ? t('figures.noi', { year: latest.year }) : t('figures.noiNone')}
        value={latest?.noi != null ? f.money(latest.noi) : t('notRecorded')}
        asOf={latest ? f.asOf(latest.as_of) : null}
      />
    </dl>
  );
}

/** The tiles' place while the figures load, as tall as they will be (the same labels, and today's
 * date where each tile's date goes, hidden under the placeholders, so the lines wrap alike): what is
 * under them (the properties, on the home page) does not move when they come (issue 29). */
export function FigureTilesLoading() {
  const { t } = useTranslation('clientPortal');
  const f = useClientFormat();
  const now = new Date().toISOString();
  const asOf = <span className="cp-skeleton">{f.asOf(now)}</span>;
  const value = <span className="cp-skeleton cp-skeleton-value" />;
  const labels = [
    t('figures.occupancy'),
    t('figures.annualRent'),
    t('figures.walt'),
    <span key="noi" className="cp-skeleton">
      {t('figures.noi', { year: new Date().getFullYear() - 1 })}
    </span>,
  ];
  return (
    <div style={{ position: 'relative' }}>
      <p role="status" className="cp-sr">
        {t('loading')}
      </p>
      <div aria-hidden="true">
        <dl className="cp-tiles">
          {labels.map((label, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: four fixed places
            <Tile key={i} label={label} value={value} asOf={asOf} />
          ))}
        </dl>
      </div>
    </div>
  );
}
