import { formatDate } from '@agency/shared-auth/format';
import styled from 'styled-components';
import { CheckIcon } from '../../../components/portal-layout/icons';
import { copy } from '../../../copy';
import type { Stage } from '../lib/stages';

const DOT = 28;

/** Its own container: the stepper lies across the card when the card is wide enough, down it when not. */
const Frame = styled.div`
  container-type: inline-size;
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0;
  @container (min-width: 560px) {
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
  }
`;

const Step = styled.li<{ $state: Stage['state'] }>`
  position: relative;
  display: grid;
  grid-template-columns: ${DOT}px minmax(0, 1fr);
  column-gap: 0.75rem;
  align-content: start;
  padding-bottom: 1.1rem;
  &:last-child { padding-bottom: 0; }
  /* The line to the next stage: down the left edge when stacked, across to the right when in a row. */
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    left: ${DOT / 2 - 1}px;
    top: ${DOT + 4}px;
    bottom: 4px;
    width: 2px;
    border-radius: 2px;
    background: ${({ theme, $state }) => ($state === 'done' ? theme.color.primary : theme.color.border)};
  }
  @container (min-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
    row-gap: 0.6rem;
    padding: 0 0.5rem 0 0;
    .name { font-size: 0.95rem; }
    &:not(:last-child)::after {
      left: ${DOT + 6}px;
      right: 6px;
      top: ${DOT / 2 - 1}px;
      bottom: auto;
      width: auto;
      height: 2px;
    }
  }
  .marker {
    display: grid;
    place-items: center;
    width: ${DOT}px;
    height: ${DOT}px;
    border-radius: 50%;
    font-size: 0.8rem;
    font-weight: 700;
    background: ${({ theme, $state }) => ($state === 'done' ? theme.color.primary : theme.color.surface)};
    color: ${({ theme, $state }) => ($state === 'done' ? '#fff' : $state === 'current' ? theme.color.primary : theme.color.muted)};
    border: 2px solid ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.border : theme.color.primary)};
    box-shadow: ${({ $state }) => ($state === 'current' ? '0 0 0 4px #dfe6fb' : 'none')};
  }
  .text { display: grid; gap: 0.1rem; min-width: 0; padding-top: 0.2rem; }
  /* A long stage name breaks between syllables (the page is lang="en"), never mid-letter. */
  .name { font-weight: ${({ $state }) => ($state === 'current' ? 800 : 600)}; overflow-wrap: break-word; hyphens: auto; line-height: 1.3; }
  .sub { display: flex; flex-wrap: wrap; gap: 0 0.4rem; }
  .sub > * + *::before { content: '·' / ''; margin-right: 0.4rem; color: ${({ theme }) => theme.color.muted}; font-weight: 400; }
  @container (min-width: 560px) { .sub { display: grid; } .sub > * + *::before { content: none; } }
  .meta { font-size: 0.85rem; color: ${({ theme, $state }) => ($state === 'current' ? theme.color.primary : theme.color.muted)}; font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)}; }
  .date { font-size: 0.85rem; color: ${({ theme }) => theme.color.muted}; font-variant-numeric: tabular-nums; }
  /* In words with a mark beside it: never colour alone. */
  .approval { display: inline-flex; align-items: flex-start; gap: 0.3rem; margin-top: 0.15rem; font-size: 0.85rem; font-weight: 700; color: ${({ theme }) => theme.color.accent}; }
  .approval svg { flex: none; margin-top: 0.1rem; }
`;

function ApprovalIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
      <path d="m9 12 2 2 4-4" />
    </svg>
  );
}

/**
 * The project's stages in order: done ones checked, the current one ringed and named in words, each with its date
 * where known, and those whose deliverables the client approves marked "Needs your approval" (issue 26).
 */
export function StageStepper({ stages, label }: { stages: Stage[]; label: string }) {
  return (
    <Frame>
      <Steps aria-label={label}>
        {stages.map((stage, i) => (
          <Step key={stage.name} $state={stage.state} aria-current={stage.state === 'current' ? 'step' : undefined}>
            <span className="marker" aria-hidden="true">
              {stage.state === 'done' ? <CheckIcon /> : i + 1}
            </span>
            <span className="text">
              <span className="name">{stage.name}</span>
              <span className="sub">
                <span className="meta">{copy.dashboard.stageState[stage.state]}</span>
                {stage.reachedAt && stage.state !== 'upcoming' ? (
                  <time className="date" dateTime={stage.reachedAt}>
                    {formatDate(stage.reachedAt, 'short')}
                  </time>
                ) : null}
              </span>
              {stage.needsApproval ? (
                <span className="approval">
                  <ApprovalIcon />
                  {stage.state === 'done' ? copy.dashboard.neededApproval : copy.dashboard.needsApproval}
                </span>
              ) : null}
            </span>
          </Step>
        ))}
      </Steps>
    </Frame>
  );
}
