import { Select } from '@agency/shared-ui';
import type { OfficeRequest, StaffMember } from '../../lib/office-api';
import { listCopy } from './copy';

/** Who a request is assigned to; choosing saves at once (`onAssign`). The current assignee stays a choice even once gone from the staff list. */
export function AssigneeSelect({
  request: r,
  staff,
  busy,
  onAssign,
}: {
  request: OfficeRequest;
  staff: StaffMember[];
  busy: boolean;
  onAssign: (staffId: number | null, name: string) => void;
}) {
  const people = staff.map((s) => ({ id: s.id, name: s.name || s.email }));
  const choices = r.assignee && !people.some((s) => s.id === r.assignee!.id) ? [...people, r.assignee] : people;
  return (
    <Select
      aria-label={listCopy.assigneeLabel(r.code)}
      value={r.assignee ? String(r.assignee.id) : ''}
      disabled={busy}
      onChange={(event) => {
        const id = event.target.value ? Number(event.target.value) : null;
        onAssign(id, choices.find((s) => s.id === id)?.name ?? '');
      }}
    >
      <option value="">{listCopy.unassigned}</option>
      {choices.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </Select>
  );
}
