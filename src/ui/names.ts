// Players' names in sentences the rules write with seat numbers ("seat 2 knocked", "seats 1 and 3
// score 4 each"), and the second person for a lone human whose default name is "You".

/** "Ana", "Ana and Cleo", "Ana, Ben and Cleo"; a "You" after the first name reads "you". */
export function nameList(seats: readonly number[], names: readonly string[]): string {
  const each = seats.map((s, i) => {
    const name = names[s] ?? `Seat ${s + 1}`;
    return i > 0 && name === 'You' ? 'you' : name;
  });
  return each.length <= 1 ? (each[0] ?? '') : `${each.slice(0, -1).join(', ')} and ${each[each.length - 1]}`;
}

/** Turns "seat 2", "Seats 1 and 3", "seats 0, 1 and 2" into the players' names. */
export function withNames(text: string, names: readonly string[]): string {
  return text
    .replace(/\bseats ((?:\d+, )*\d+) and (\d+)\b/gi, (_m, first: string, last: string) =>
      nameList([...first.split(', ').map(Number), Number(last)], names),
    )
    .replace(/\bseat (\d+)\b/gi, (m, d: string) => names[Number(d)] ?? m);
}

/** Verbs the rules' sentences join to a first one with "and" (a whitelist: "and his" is no verb). */
const AND_VERBS: ReadonlySet<string> = new Set([
  'lifts',
  'lupfs',
  'pays',
  'says',
  'sets',
  'drops',
  'passes',
  'exchanges',
  'keeps',
  'scraps',
  'shoves',
  'deals',
  'plays',
  'wins',
  'shows',
  'knocks',
  'takes',
  'folds',
  'calls',
]);

const IRREGULAR: Readonly<Record<string, string>> = { is: 'are', has: 'have', was: 'were', does: 'do', goes: 'go' };

/** The second-person form of a third-person verb: knocks → knock, passes → pass, is → are. */
function secondPerson(verb: string): string {
  if (IRREGULAR[verb]) return IRREGULAR[verb];
  if (/(ss|sh|ch|x|z)es$/.test(verb)) return verb.slice(0, -2);
  if (/[^s]s$/.test(verb)) return verb.slice(0, -1);
  return verb;
}

/**
 * "You knocks." → "You knock.", "You's knock" → "your knock": the sentences are written for any
 * name, and a lone human is called "You". Only the word right after a sentence-initial or
 * clause-initial "You" is touched, so "Ana and you score" stays as it is.
 */
export function youForm(sentence: string): string {
  return (
    sentence
      .replace(/(^|[.:;!?]\s+|\(|—\s)You ([a-z]+)\b/g, (_m, lead: string, verb: string) => `${lead}You ${secondPerson(verb)}`)
      // A second verb of the same clause: "You lift and exchanges" → "… and exchange".
      .replace(/\b(You [^.;]*? and) ([a-z]+)\b/g, (m, head: string, verb: string) =>
        AND_VERBS.has(verb) ? `${head} ${secondPerson(verb)}` : m,
      )
      .replace(/\b(You play) \(pays/g, '$1 (pay')
      .replace(/\bYou's\b/g, 'your')
      .replace(/\b(by|to|of|with|for|and|than|from) You\b/g, '$1 you')
      .replace(/(^|[.!?]\s+)your\b/g, (_m, lead: string) => `${lead}Your`)
  );
}
