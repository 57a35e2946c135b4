/** `text` safe inside HTML text and quoted attribute values: `& < > " '` as numeric character references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
