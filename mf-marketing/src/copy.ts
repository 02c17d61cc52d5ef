/**
 * Every user-visible text of the marketing remote, once. Spec texts are verbatim (typos included).
 * One module per page keeps each page's chunk free of the other pages' words.
 */
export { aboutCopy } from './copy/about';
export { commonCopy } from './copy/common';
export { designCopy } from './copy/design';
export { digitalMarketingCopy } from './copy/digital-marketing';
export { faqsCopy } from './copy/faqs';
export { newsletterLinksCopy } from './copy/newsletter-links';
export { privacyCopy } from './copy/privacy';
export { homeCopy } from './copy/home';
export { mentorshipCopy } from './copy/mentorship';
export { packagesCopy } from './copy/packages';
export { servicesCopy } from './copy/services';
export { workCopy } from './copy/work';
