/** Copies `text`; false when this browser has no clipboard for the page or refuses it (the caller then shows the text to copy by hand). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
