/**
 * The bell's texts of issue 26's second part (notices beside the unread threads): kept beside the feature for now,
 * to move into the office's copy module (src/copy.ts) under `copy.bell`.
 */
export const noticesCopy = {
  title: 'Notifications',
  threads: 'Unread messages',
  noThreads: 'No unread messages.',
  notices: 'Notices',
  noNotices: 'No notices yet.',
  unread: 'Unread',
  read: 'Read',
  noticeLabel: (code: string, text: string) => `${code}: ${text}`,
  markAll: 'Mark all as read',
  marked: 'All notices are marked read.',
};
