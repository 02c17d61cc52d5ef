import { consultations } from '@agency/contracts';
import { useApiMutation } from '@agency/shared-auth';
import { Alert, Button, media, TextField } from '@agency/shared-ui';
import { useZodForm } from '@agency/shared-ui/form';
import styled from 'styled-components';
import { z } from 'zod';
import { FormRefusal, submitWith } from '../../components/form-dialog';
import { Loaded, Muted, Page } from '../../components/ui';
import { copy } from '../../copy';
import { fromText, wholeNumber } from '../../lib/form-schema';
import { refresh } from '../../lib/office-query';
import { saveAvailabilitySettings, useAvailabilitySettings } from './api';

const a = copy.availability;
const field = consultations.AvailabilitySettings.shape;
/** Monday first, as people in Lagos read a week; the API numbers weekdays from Sunday (0). */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

const Panel = styled.form`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 1rem 1.1rem;
  max-width: 52rem;
  fieldset { border: 0; margin: 0 0 1rem; padding: 0; min-width: 0; }
  legend { font-weight: 700; font-size: 1.1rem; margin-bottom: 0.5rem; padding: 0; }
`;

/* A weekday per row: its name and open switch, then from and to (stacked on phones, in one row from md). */
const DayRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 0 0.75rem;
  align-items: end;
  padding: 0.5rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  & > label { grid-column: 1 / -1; }
  ${media.md} {
    grid-template-columns: 12rem minmax(0, 1fr) minmax(0, 1fr);
    & > label { grid-column: auto; align-self: center; }
  }
  & > div { margin-bottom: 0.25rem; }
`;

const Check = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  input { width: 20px; height: 20px; }
`;

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
`;

// A closed day's times are disabled fields (react-hook-form may then leave them out).
const Day = z.object({ open: z.boolean(), start: z.string().default(''), end: z.string().default('') });

/** The settings as typed (numbers as text, a row per weekday) and sent as the contract's change. */
export const SettingsForm = z
  .object({
    days: z.array(Day).superRefine((days, context) => {
      days.forEach((day, i) => {
        if (!day.open) return;
        const ok = consultations.ClockTime.safeParse(day.start).success && consultations.ClockTime.safeParse(day.end).success && day.start < day.end;
        if (!ok) context.addIssue({ code: 'custom', path: [i, 'end'], message: a.badHours });
      });
    }),
    slot_minutes: fromText(field.slot_minutes, a.badNumber(15, 240), wholeNumber),
    buffer_minutes: fromText(field.buffer_minutes, a.badNumber(0, 120), wholeNumber),
    notice_hours: fromText(field.notice_hours, a.badNumber(0, 720), wholeNumber),
    weeks_ahead: fromText(field.weeks_ahead, a.badNumber(1, 52), wholeNumber),
    video_room_link: fromText(field.video_room_link, copy.calendar.badLink),
    office_address: fromText(field.office_address, a.tooLong),
  })
  .transform(({ days, ...rest }) => ({
    ...rest,
    working_hours: days.flatMap((day, i) => (day.open ? [{ weekday: WEEK[i] as number, start: day.start, end: day.end }] : [])),
  }));
type SettingsValues = z.input<typeof SettingsForm>;

const valuesOf = (settings: consultations.AvailabilitySettings): SettingsValues => ({
  days: WEEK.map((weekday) => {
    const hours = settings.working_hours.find((h) => h.weekday === weekday);
    return { open: Boolean(hours), start: hours?.start ?? '09:00', end: hours?.end ?? '17:00' };
  }),
  slot_minutes: String(settings.slot_minutes),
  buffer_minutes: String(settings.buffer_minutes),
  notice_hours: String(settings.notice_hours),
  weeks_ahead: String(settings.weeks_ahead),
  video_room_link: settings.video_room_link,
  office_address: settings.office_address,
});

function SettingsEditor({ settings }: { settings: consultations.AvailabilitySettings }) {
  const form = useZodForm(SettingsForm, { defaultValues: valuesOf(settings) });
  const { errors } = form.formState;
  const save = useApiMutation({ mutationFn: saveAvailabilitySettings, onSuccess: () => refresh(['office/availability-settings', 'availability']) });
  const submit = submitWith(form, async (values) => {
    form.reset(valuesOf(await save.mutateAsync(values)));
  });
  const days = form.watch('days');
  return (
    <Panel onSubmit={submit} noValidate aria-label={a.title}>
      <FormRefusal form={form} />
      {save.isSuccess && !form.formState.isDirty ? <Alert tone="success">{a.saved}</Alert> : null}
      <fieldset>
        <legend>{a.hours}</legend>
        {WEEK.map((weekday, i) => {
          const name = a.weekdays[weekday] as string;
          const open = days[i]?.open;
          return (
            <DayRow key={weekday}>
              <Check>
                <input type="checkbox" {...form.register(`days.${i}.open`)} />
                {a.open(name)}
              </Check>
              <TextField label={a.from(name)} type="time" disabled={!open} {...form.register(`days.${i}.start`)} />
              <TextField label={a.to(name)} type="time" disabled={!open} error={errors.days?.[i]?.end?.message} {...form.register(`days.${i}.end`)} />
            </DayRow>
          );
        })}
      </fieldset>
      <Grid>
        <TextField label={a.slot} inputMode="numeric" error={errors.slot_minutes?.message} {...form.register('slot_minutes')} />
        <TextField label={a.buffer} inputMode="numeric" error={errors.buffer_minutes?.message} {...form.register('buffer_minutes')} />
        <TextField label={a.notice} inputMode="numeric" error={errors.notice_hours?.message} {...form.register('notice_hours')} />
        <TextField label={a.weeksAhead} inputMode="numeric" error={errors.weeks_ahead?.message} {...form.register('weeks_ahead')} />
      </Grid>
      <TextField label={a.videoRoom} hint={a.videoRoomHint} type="url" error={errors.video_room_link?.message} {...form.register('video_room_link')} />
      <TextField label={a.address} hint={a.addressHint} maxLength={500} error={errors.office_address?.message} {...form.register('office_address')} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {a.save}
      </Button>
    </Panel>
  );
}

/** /office/availability: the hours and rules the API offers slots by, which the booking dialog shows. */
export function AvailabilityPage() {
  const settings = useAvailabilitySettings();
  return (
    <Page title={a.title}>
      <p>
        <Muted>{a.intro}</Muted>
      </p>
      <Loaded query={settings}>{(data) => <SettingsEditor settings={data} />}</Loaded>
    </Page>
  );
}
