/** Saves `blob` as a download named `name` (a report's CSV), through a temporary link. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Kept a while: a browser may still be reading the blob when the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
