import { Text } from 'ink';
import { useEffect, useState } from 'react';
import { glyphsFor } from '../glyphs.js';

/** A small spinner; it keeps turning only while the event loop is free, which is the point. */
export function Spinner({ ascii, color }: { readonly ascii: boolean; readonly color?: string }) {
  const frames = glyphsFor({ ascii }).spinner;
  const [i, setI] = useState(0);
  useEffect(() => {
    const t = setInterval(() => setI((n) => (n + 1) % frames.length), 100);
    return () => clearInterval(t);
  }, [frames.length]);
  return <Text {...(color ? { color } : {})}>{frames[i % frames.length]}</Text>;
}
