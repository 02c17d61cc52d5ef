/** A tutorial as the API answers it (spec section 3). `amount` is naira; a falsy amount means free. */
export interface Tutorial {
  id: number;
  title: string;
  brief_description: string;
  description: string;
  amount: number;
  is_current: boolean;
  start_date: string;
  end_date: string;
  /** '' unless the caller is an enrolled student. */
  link: string;
  is_done: boolean;
  is_cert_awarded: boolean;
  course_id: string;
  instructor: string;
}

/** The detail answer adds the caller's enrolment and the learning outcomes. */
export interface TutorialDetail extends Tutorial {
  is_student: boolean;
  what_to_learn: string[];
  /** True when the call carried no valid sign-in. */
  is_not_aut: boolean;
}
