/** Hands a file to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Hands text to the browser as a downloaded file named `name`. */
export function saveFile(text: string, name: string, type: string): void {
  saveBlob(new Blob([text], { type }), name);
}
