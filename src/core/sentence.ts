// Text that starts a sentence or a heading: labels are kept in lower case where they sit inside
// sentences ("22 card points"), and take a capital where they begin one ("Card points").

/** `text` with its first letter in capitals ("card points" → "Card points"). */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1 deal", "3 deals": a count with its noun, in the plural unless it is one. */
export function counted(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}
