import styled from 'styled-components';
import { CheckIcon } from '../../../components/portal-layout/icons';
import { copy } from '../../../copy';

const Chip = styled.span<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  flex: none;
  padding: 0.15rem 0.6rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.8rem;
  font-weight: 700;
  line-height: 1.5;
  white-space: nowrap;
  background: ${({ theme, $done }) => ($done ? theme.color.successSoft : '#e8edfb')};
  color: ${({ theme, $done }) => ($done ? theme.color.success : theme.color.primary)};
  .dot { width: 8px; height: 8px; border-radius: 50%; background: currentColor; }
`;

/** A project's state in words, with a mark (a check, or a dot) so colour is never the only sign. */
export function StatusChip({ done }: { done: boolean }) {
  return (
    <Chip $done={done}>
      {done ? <CheckIcon /> : <span className="dot" aria-hidden="true" />}
      {done ? copy.dashboard.statusDone : copy.dashboard.statusOngoing}
    </Chip>
  );
}
