/** The case-study route (/work/{slug}); the shell's route table serves it from marketing/CaseStudy. */
export const workPath = (slug: string) => `/work/${encodeURIComponent(slug)}`;
