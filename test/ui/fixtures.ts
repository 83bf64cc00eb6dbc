// Helpers for reading rendered frames in table tests.

/** Strips ANSI escapes from a frame. */
export function plain(frame: string | undefined): string {
  return (frame ?? '').replace(/\u001B\[[0-9;?]*[ -/]*[@-~]/g, '');
}
