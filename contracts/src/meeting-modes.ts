/**
 * How a consultation meets: at the agency's office (its address), a phone call (the agency calls the client's
 * number), or video (a link). zod-free: the /book page reads a posted mode with it without bundling zod
 * (consultations.ts builds its MeetingMode schema from the same list).
 */
export const MEETING_MODES = ['office', 'phone', 'video'] as const;

/** Whether a posted value is one of the modes (the MeetingMode type consultations.ts infers from the same list). */
export const isMeetingMode = (value: string): value is (typeof MEETING_MODES)[number] => (MEETING_MODES as readonly string[]).includes(value);
