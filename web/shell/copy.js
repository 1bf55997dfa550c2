// Copying a text for the reader: the Clipboard API, or, when the browser refuses it, the text selected on the page.

/** Copy `text`; when the clipboard is refused, `select()` it on the page instead. `status` (an element) says which. */
export async function copyOrSelect(text, select, status) {
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = "Copied";
  } catch {
    select();
    status.textContent = "Selected: press Ctrl+C (⌘C on a Mac) to copy";
  }
}
