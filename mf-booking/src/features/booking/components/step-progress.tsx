import { media } from '@agency/shared-ui';
import styled from 'styled-components';
import { copy } from '@/copy';

const Wrap = styled.div`
  margin-bottom: 1.25rem;
  h3 { font-size: 1.05rem; margin: 0.75rem 0 0; }
  h3:focus { outline: none; }
`;

const Bar = styled.ol`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Segment = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  min-width: 0;
  &::before {
    content: '';
    display: block;
    height: 6px;
    border-radius: 3px;
    background: ${({ theme, $state }) => ($state === 'todo' ? theme.color.border : theme.color.primary)};
    opacity: ${({ $state }) => ($state === 'done' ? 0.55 : 1)};
  }
  span {
    display: none;
    margin-top: 0.35rem;
    font-size: 0.78rem;
    line-height: 1.25;
    color: ${({ theme, $state }) => ($state === 'current' ? theme.color.text : theme.color.muted)};
    font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
  }
  ${media.md} { span { display: block; } }
`;

/**
 * Where the visitor is in the five input steps: a progressbar for assistive technology (value and step name),
 * five segments with the step names on wider screens, and the step heading, announced at each change.
 */
export function StepProgress({ step }: { step: number }) {
  const steps = copy.booking.steps;
  const total = steps.length;
  const heading = copy.booking.stepOf(step, total, steps[step - 1]!);
  return (
    <Wrap>
      <div role="progressbar" aria-label={copy.booking.progressLabel} aria-valuemin={1} aria-valuemax={total} aria-valuenow={step} aria-valuetext={heading}>
        <Bar aria-hidden="true">
          {steps.map((name, index) => (
            <Segment key={name} $state={index + 1 < step ? 'done' : index + 1 === step ? 'current' : 'todo'}>
              <span>{name}</span>
            </Segment>
          ))}
        </Bar>
      </div>
      <div aria-live="polite" aria-atomic="true">
        <h3 tabIndex={-1}>{heading}</h3>
      </div>
    </Wrap>
  );
}
