// Lines longer than the space they are drawn in are wrapped, never cut: a cut sentence hides
// exactly the end that says what happened.

/** Wraps one line at `width` at spaces, keeping its indent on the continuation lines. */
export function wrapLine(line: string, width: number): string[] {
  if (line.length <= width) return [line];
  const indent = /^\s*/.exec(line)![0];
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
