/**
 * The engagement page's texts of issue 26's second part (files, deliverables, attachments, activity and audit trail):
 * kept beside the feature for now, to move into the office's copy module (src/copy.ts) under `copy.engagement`.
 */
export const filesCopy = {
  title: 'Files',
  intro: 'Every file shared on this request, newest first. The client sees them in their portal.',
  none: 'No file has been shared yet.',
  label: 'Files of this request',
  name: 'File',
  from: 'From',
  when: 'Shared',
  size: 'Size',
  kind: 'Kind',
  client: 'Client',
  agency: 'Agency',
  byline: (author: string, side: string) => `${author} (${side})`,
  download: 'Download',
  downloadLabel: (name: string) => `Download ${name}`,
  downloaded: (name: string) => `${name} downloaded.`,
  upload: 'Upload a file',
  uploadHint: 'An image, a PDF, an Office document, a ZIP archive, audio or video, up to 20 MB.',
  stage: 'Deliverable of stage',
  stageHint: 'The client is asked to approve it or to request changes.',
  notDeliverable: 'Not a deliverable',
  send: 'Share the file',
  sending: 'Uploading',
  chooseFirst: 'Choose a file first.',
  shared: (name: string) => `${name} shared with the client.`,
  sharedDeliverable: (name: string, stage: string, round: string) => `${name} shared as a deliverable of ${stage} (${round}).`,
  round: (round: number, allowed: number | null) => (allowed === null ? `round ${round}` : `round ${round} of ${allowed}`),
  kinds: {
    image: 'Image',
    pdf: 'PDF',
    zip: 'ZIP archive',
    document: 'Word document',
    spreadsheet: 'Spreadsheet',
    presentation: 'Presentation',
    office: 'Office document',
    audio: 'Audio',
    video: 'Video',
    other: 'File',
  },
  bytes: (n: number) => `${n} bytes`,
  kilobytes: (n: string) => `${n} KB`,
  megabytes: (n: string) => `${n} MB`,
};

export const deliverablesCopy = {
  title: 'Deliverables by stage',
  none: 'No deliverable yet: upload a file as a deliverable of a stage for the client to approve.',
  round: (round: number, allowed: number | null) => (allowed === null ? `Round ${round}` : `Round ${round} of ${allowed}`),
  statuses: { awaiting: 'Awaiting approval', changes: 'Changes requested', approved: 'Approved', superseded: 'Replaced' },
  review: {
    approved: (by: string, when: string) => `Approved by ${by} on ${when}`,
    changes: (by: string, when: string) => `Changes requested by ${by} on ${when}`,
  },
  comment: 'Comment',
};

export const attachCopy = {
  attach: 'Attach files',
  attachHint: 'Up to 10 files, 20 MB each. They are uploaded, then sent with your message.',
  attached: (n: number) => (n === 1 ? '1 file attached' : `${n} files attached`),
  remove: (name: string) => `Remove ${name}`,
  removeShort: 'Remove',
  tooMany: 'Attach at most 10 files to one message.',
  filesOf: 'Files sent with this message',
  uploading: (n: number, of: number) => `Uploading file ${n} of ${of}`,
  sentWith: (n: number) => (n === 1 ? 'Your message and its file were sent; the client is emailed.' : `Your message and its ${n} files were sent; the client is emailed.`),
};

export const activityCopy = {
  title: 'Activity',
  intro: 'What happened on this request and its project, oldest first. Times are Lagos time (WAT).',
  timeline: 'Timeline',
  none: 'Nothing has happened yet.',
  by: (who: string) => `by ${who}`,
  auditTitle: 'Audit trail',
  auditIntro: 'The staff changes to this request, its proposals and its project, newest first.',
  auditNone: 'No staff change to this request yet.',
  kinds: {
    request: 'Request',
    proposal: 'Proposal',
    payment: 'Payment',
    project: 'Project',
    stage: 'Stage',
    file: 'File',
    deliverable: 'Deliverable',
    review: 'Review',
    message: 'Message',
  } as Record<string, string>,
};
