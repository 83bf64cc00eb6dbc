// Lines longer than the space they are drawn in are wrapped, never cut: a cut sentence hides
// exactly the end that says what happened.

/**
 * Wraps one line at `width` at spaces, keeping its indent on the continuation lines; a table row
 * of two columns (two or more spaces apart) continues under its second, so the columns still read.
 */
export function wrapLine(line: string, width: number): string[] {
  if (line.length <= width) return [line];
  // A row of two columns hangs under its second; a row of many (a list of options) under its indent.
  const gaps = line.trim().match(/ {2,}/g)?.length ?? 0;
  const column = gaps === 1 ? /^(\s*\S.*? {2,})\S/.exec(line)![1]!.length : 0;
  const indent = ' '.repeat(column > 0 && column <= width / 2 + 10 ? column : /^\s*/.exec(line)![0].length);
  const out: string[] = [];
  let rest = line;
  while (rest.length > width) {
    let cut = rest.lastIndexOf(' ', width);
    if (cut <= indent.length) cut = width;
    out.push(rest.slice(0, cut));
    rest = indent + rest.slice(cut).trimStart();
  }
  out.push(rest);
  return out;
}

/** Every line wrapped at `width`. */
export function wrapLines(lines: readonly string[], width: number): string[] {
  return lines.flatMap((l) => wrapLine(l, Math.max(1, width)));
}
