import { type ErrorGroup, type FieldWindow, type PageVitals, rateVital, VITAL_NAMES, VITAL_THRESHOLDS, type VitalName, type VitalRating } from '@agency/contracts';
import { media, SelectField } from '@agency/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Facts, ItemCard, Loaded, Muted, Page, Toolbar } from '../../components/ui';
import { copy } from '../../copy';
import { formatWhen } from '../../lib/format';
import { useSiteHealth } from './api';

const t = copy.siteHealth;

/** A vital's value as people read it: seconds for the paints, milliseconds for INP and TTFB under a second, CLS bare. */
export function formatVital(name: VitalName, value: number): string {
  if (name === 'CLS') return value.toFixed(2);
  if (name === 'INP' || value < 1000) return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.9rem;
  margin-bottom: 1.5rem;
  ${media.lg} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  & > article { margin-bottom: 0; }
`;

const Vitals = styled.dl`
  margin: 0.5rem 0 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.15rem;
  dt { font-weight: 600; margin-top: 0.45rem; }
  dd { margin: 0; display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.6rem; }
`;

const TONES: Record<VitalRating, { bg: 'successSoft' | 'accentSoft' | 'dangerSoft'; fg: 'success' | 'accent' | 'danger'; mark: string }> = {
  good: { bg: 'successSoft', fg: 'success', mark: '✓' },
  'needs-improvement': { bg: 'accentSoft', fg: 'accent', mark: '!' },
  poor: { bg: 'dangerSoft', fg: 'danger', mark: '✕' },
};

/** The rating in words (and a mark), never in colour alone. */
const Pill = styled.span<{ $rating: VitalRating }>`
  display: inline-block;
  white-space: nowrap;
  padding: 0.05rem 0.55rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.85rem;
  font-weight: 700;
  background: ${({ theme, $rating }) => theme.color[TONES[$rating].bg]};
  color: ${({ theme, $rating }) => theme.color[TONES[$rating].fg]};
`;

const Value = styled.strong`
  font-variant-numeric: tabular-nums;
`;

const Frames = styled.pre`
  margin: 0;
  font-size: 0.82rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Section = styled.section`
  h2 { font-size: 1.25rem; margin: 1.25rem 0 0.75rem; }
`;

function VitalList({ vitals }: { vitals: PageVitals['vitals'] }) {
  return (
    <Vitals>
      {VITAL_NAMES.map((name) => {
        const figure = vitals[name];
        const threshold = VITAL_THRESHOLDS[name];
        const rating = figure ? rateVital(name, figure.p75) : undefined;
        return (
          <div key={name}>
            <dt>
              {t.vitalNames[name]} <Muted>({t.thresholds(formatVital(name, threshold.good), formatVital(name, threshold.poor))})</Muted>
            </dt>
            <dd>
              {figure && rating ? (
                <>
                  <Value>p75 {formatVital(name, figure.p75)}</Value>
                  <Pill $rating={rating}>
                    <span aria-hidden="true">{TONES[rating].mark} </span>
                    {t.ratings[rating]}
                  </Pill>
                  <Muted>{t.samples(figure.samples)}</Muted>
                </>
              ) : (
                <Muted>{t.noData}</Muted>
              )}
            </dd>
          </div>
        );
      })}
    </Vitals>
  );
}

function ErrorCard({ group }: { group: ErrorGroup }) {
  return (
    <ItemCard>
      <h3>{group.message}</h3>
      <Facts>
        <dt>{t.error.remote}</dt>
        <dd>{t.remoteVersion(group.remote, group.version)}</dd>
        <dt>{t.error.source}</dt>
        <dd>{t.error.sources[group.source] ?? group.source}</dd>
        <dt>{t.error.count}</dt>
        <dd>
          {group.count} <Muted>({t.error.count24h}: {group.count24h})</Muted>
        </dd>
        <dt>{t.error.firstSeen}</dt>
        <dd>{formatWhen(group.first_seen)}</dd>
        <dt>{t.error.lastSeen}</dt>
        <dd>{formatWhen(group.last_seen)}</dd>
        <dt>{t.error.pages}</dt>
        <dd>{group.pages.join(', ')}</dd>
        {group.frames ? (
          <>
            <dt>{t.error.frames}</dt>
            <dd>
              <Frames>{group.frames}</Frames>
            </dd>
          </>
        ) : null}
      </Facts>
    </ItemCard>
  );
}

/**
 * Site health (docs/field-data.md): p75 of each Web Vital per page and per remote version over the chosen period,
 * rated against Google's thresholds in words, and the front-end error groups of the last 7 days with the remote
 * release that raised them.
 */
export function SiteHealthPage() {
  const health = useSiteHealth();
  const [period, setPeriod] = useState<FieldWindow>('24h');
  return (
    <Page title={t.title}>
      <p>{t.intro}</p>
      <Toolbar>
        <SelectField label={t.windowLabel} value={period} onChange={(e) => setPeriod(e.target.value as FieldWindow)}>
          {(['24h', '7d'] as const).map((w) => (
            <option key={w} value={w}>
              {t.windows[w]}
            </option>
          ))}
        </SelectField>
      </Toolbar>
      <Loaded query={health}>
        {(data) => {
          const pages = data.pages.filter((p) => p.window === period);
          const remotes = data.remotes.filter((r) => r.window === period);
          return (
            <>
              <Section aria-labelledby="health-pages">
                <h2 id="health-pages">
                  {t.byPage} · {t.windows[period]}
                </h2>
                {pages.length === 0 ? (
                  <p>{t.noVitals}</p>
                ) : (
                  <Grid>
                    {pages.map((p) => (
                      <ItemCard key={p.page}>
                        <h3>{p.page}</h3>
                        <VitalList vitals={p.vitals} />
                      </ItemCard>
                    ))}
                  </Grid>
                )}
              </Section>
              <Section aria-labelledby="health-remotes">
                <h2 id="health-remotes">
                  {t.byRemote} · {t.windows[period]}
                </h2>
                {remotes.length === 0 ? (
                  <p>{t.noVitals}</p>
                ) : (
                  <Grid>
                    {remotes.map((r) => (
                      <ItemCard key={`${r.remote} ${r.version}`}>
                        <h3>{t.remoteVersion(r.remote, r.version)}</h3>
                        <VitalList vitals={r.vitals} />
                      </ItemCard>
                    ))}
                  </Grid>
                )}
              </Section>
              <Section aria-labelledby="health-errors">
                <h2 id="health-errors">{t.errors}</h2>
                {data.errors.length === 0 ? <p>{t.noErrors}</p> : data.errors.map((g) => <ErrorCard key={`${g.fingerprint} ${g.version}`} group={g} />)}
              </Section>
            </>
          );
        }}
      </Loaded>
    </Page>
  );
}
