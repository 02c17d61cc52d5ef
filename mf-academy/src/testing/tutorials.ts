import type { TutorialDetail } from '@agency/contracts';

/** A tutorial detail answer for tests; each test states what differs. */
export function tutorialDetail(overrides: Partial<TutorialDetail> = {}): TutorialDetail {
  return {
    id: 2,
    title: 'UI/UX Design Foundations',
    brief_description: 'Design thinking, Figma and usability testing for new designers.',
    description: 'Learn to research users, sketch flows and test your prototypes with real people.',
    amount: 0,
    is_current: false,
    start_date: '2027-01-12',
    // Far ahead, so that the tutorial has not finished whenever the tests run.
    end_date: '2099-03-02',
    link: '',
    is_done: false,
    is_cert_awarded: true,
    course_id: 'UIX2027',
    instructor: 'Funmi Adeyemi',
    is_student: false,
    what_to_learn: ['User research and personas', 'Design systems in Figma'],
    is_not_aut: true,
    ...overrides,
  };
}
