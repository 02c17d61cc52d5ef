/** The mentorship/tutorship page (/mentorship/tutorship). */
export const mentorshipCopy = {
  metaTitle: 'Mentorship and tutorship in tech | Think-Make-Solve Digital',
  metaDescription:
    'Learn web development, UI/UX design, digital marketing and data skills with live classes and one-to-one mentoring from working professionals at Think-Make-Solve Digital, Lagos.',
  eyebrow: 'Mentorship/Tutorship',
  title: 'Learn from people who do the work',
  lead: 'Live classes and one-to-one mentoring from the same designers, engineers and marketers who build for our clients. Online, or in person at our Lekki studio.',
  viewTutorial: 'View Active Tutorial',
  tracksHeading: 'What you can learn',
  tracks: [
    { title: 'Web development', body: 'HTML, CSS, JavaScript and React, up to deploying your own project.' },
    { title: 'UI/UX design', body: 'Figma, user research and building a portfolio that gets interviews.' },
    { title: 'Digital marketing', body: 'Social media, SEO and paid ads, with real budgets and real reports.' },
    { title: 'Data and cloud', body: 'SQL, spreadsheets that think, and your first cloud deployment.' },
  ],
  formatsHeading: 'Two ways to learn',
  formats: [
    {
      title: 'Group tutorials',
      body: 'Cohort classes of up to 20 students, with projects, reviews and a certificate on completion. Some are free.',
    },
    {
      title: 'One-to-one mentorship',
      body: 'A mentor who meets you weekly, reviews your work and helps you land your first role or client.',
    },
  ],
  ctaHeading: 'Start learning',
  ctaBody: 'Join an active tutorial, or tell us your goal and we will match you with a mentor within 24 hours.',
} as const;
