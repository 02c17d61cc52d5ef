import { serviceLabel } from '@agency/shared-auth';
import styled from 'styled-components';
import { copy } from '../../../copy';
import type { Project } from '../api/get-dashboard';
import { StatusChip } from './status-chip';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;

const Choice = styled.button.attrs({ type: 'button' })`
  display: grid;
  gap: 0.5rem;
  width: 100%;
  height: 100%;
  padding: 1rem;
  text-align: left;
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  transition: border-color 0.15s ease, box-shadow 0.15s ease;
  &:hover { border-color: ${({ theme }) => theme.color.primary}; }
  /* The project on show: a thick outline and a tinted card, not colour alone. */
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.primary};
    background: #f5f7fe;
  }
  align-content: start;
  .bottom { display: flex; align-items: center; gap: 0.75rem; margin-top: 0.25rem; }
  .bottom .meter { flex: 1; }
  .service { font-size: 0.8rem; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; color: ${({ theme }) => theme.color.muted}; }
  .subject { font-weight: 700; font-size: 1.02rem; line-height: 1.35; overflow-wrap: anywhere; }
  .meter { display: flex; align-items: center; gap: 0.6rem; font-size: 0.85rem; color: ${({ theme }) => theme.color.muted}; font-variant-numeric: tabular-nums; }
  .track { flex: 1; height: 6px; border-radius: 999px; background: ${({ theme }) => theme.color.surfaceAlt}; overflow: hidden; }
  .fill { height: 100%; border-radius: inherit; background: ${({ theme }) => theme.color.primary}; }
`;

export const projectName = (p: Project) => `${serviceLabel(p.request.service)}: ${p.request.subject}`;

/** The project selector: every project as a card with its service, full name, status and progress. */
export function ProjectList({ projects, selectedId, onSelect }: { projects: Project[]; selectedId?: number; onSelect: (id: number) => void }) {
  return (
    <List aria-label={copy.dashboard.projectList}>
      {projects.map((p) => {
        const level = Math.max(0, Math.min(100, Math.round(p.levels)));
        return (
          <li key={p.id}>
            <Choice aria-current={p.id === selectedId ? 'true' : undefined} onClick={() => onSelect(p.id)}>
              <span className="service">{serviceLabel(p.request.service)}</span>
              <span className="subject">{p.request.subject}</span>
              <span className="bottom">
                <StatusChip done={p.is_done} />
                <span className="meter" aria-hidden="true">
                  <span className="track">
                    <span className="fill" style={{ width: `${level}%`, display: 'block' }} />
                  </span>
                  {level}%
                </span>
              </span>
            </Choice>
          </li>
        );
      })}
    </List>
  );
}
