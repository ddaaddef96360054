/**
 * The data a served page carries in a `<script type="application/json" id="…">` (never executed: no inline
 * script), or null when the page has none or it cannot be read.
 */
export function readJsonScript<T>(document: Document, id: string): T | null {
  const element = document.getElementById(id);
  if (!element?.textContent) {
    return null;
  }
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return null;
  }
}
