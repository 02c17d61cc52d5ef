/**
 * Hands a file the API served to staff (the subscribers' CSV, a booking's .ics) to the browser as a download. A plain
 * link cannot carry the bearer token, so the file is fetched through the API client (`callEndpoint`, which answers
 * a file endpoint with a Blob) and saved from here.
 */
export async function saveFile(file: Promise<Blob>, filename: string): Promise<void> {
  const url = URL.createObjectURL(await file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
