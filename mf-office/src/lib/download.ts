import { getRuntimeConfig, useAuthStore } from '@agency/shared-auth';

/**
 * Downloads a file the API serves to staff (the subscribers' CSV, a booking's .ics). A plain link
 * cannot carry the bearer token, so the file is fetched and handed to the browser as a blob.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const base = getRuntimeConfig().apiBase.replace(/\/+$/, '');
  const token = useAuthStore.getState().user?.token;
  const response = await fetch(`${base}/office/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (response.status === 401) useAuthStore.getState().signOut();
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
