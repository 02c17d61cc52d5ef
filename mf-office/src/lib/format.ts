const dateTime = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

export const formatWhen = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '');
export const naira = (amount: number) => `₦${amount.toLocaleString('en-NG')}`;
export const nairaFromKobo = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-NG', { maximumFractionDigits: 2 })}`;
