/** The FAQs page (/faqs): the six topics of the spec. */
export const faqsCopy = {
  metaTitle: 'Frequently asked questions | Think-Make-Solve Digital',
  metaDescription:
    'Answers about support, finding content, contributions, website design timelines, pricing and SEO services at Think-Make-Solve Digital.',
  eyebrow: 'FAQs',
  title: 'Frequently asked questions',
  lead: 'Quick answers to what clients and students ask us most.',
  items: [
    {
      id: 'support',
      question: 'How do I report a technical issue?',
      answer:
        'Send an email to our support team with a short description of the problem, the page you were on and a screenshot if you can. We reply within 24 hours.',
    },
    {
      id: 'navigate',
      question: 'How do I find the content I need on the website?',
      answer:
        'Content is organised by category. Use the menu to go to Services, Packages or Tutorials, then pick the category you are interested in, such as design, digital marketing or mentorship.',
    },
    {
      id: 'contribute',
      question: 'Can I contribute content or tutorials to the website?',
      answer:
        'Not yet. For now, contributions are limited to our internal team so that every page and tutorial meets the same standard. We will announce it in our newsletter when we open contributions.',
    },
    {
      id: 'timeline',
      question: 'How long does it take to design a website?',
      answer:
        'A basic website usually takes two to four weeks. A complex website, such as an online store or a platform with user accounts and payments, can take two to six months. We agree the timeline with you before we start.',
    },
    {
      id: 'cost',
      question: 'How much do your services cost?',
      answer:
        'Every project is different, so we give you a personalised quote in naira after we understand what you need. Book a consultation or send a request and you will get your quote within 24 hours.',
    },
    {
      id: 'seo',
      question: 'Do you offer SEO services?',
      answer:
        'Yes. We offer search engine optimisation: technical audits, local keyword research, on-page improvements and Google Business Profile set-up, so your customers find you first.',
    },
  ],
  supportEmail: 'Support email:',
  moreHeading: 'Still have a question?',
  moreBody: 'Send us a message and a real person will answer within 24 hours.',
} as const;
