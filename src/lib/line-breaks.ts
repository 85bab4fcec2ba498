// Where a long word with no space may break at large text on a narrow phone, instead of wherever its
// line runs out: each function answers the word's pieces, to be drawn with a <wbr> between each two
// (no character is added: the word is copied and read aloud whole). Decisions 186 and 193.

/** An email address: after its "@" and before each dot of its domain ("support@" / "graminrasoi" / ".in"). */
export function emailPieces(address: string): string[] {
  const at = address.indexOf('@') + 1;
  if (at === 0) return [address];
  const [host = '', ...endings] = address.slice(at).split('.');
  return [address.slice(0, at), host, ...endings.map((ending) => `.${ending}`)];
}

/**
 * A code of letters and digits, such as a tracking number or a licence number: between its letters and
 * its digits, and its digits in threes counted from their end, as a post office prints one
 * ("EM" 123 456 789 "IN"; "21" 520 027 001 093). A code too long for a line breaks between whole
 * groups; only a group wider than a line breaks inside (overflow-wrap, the last resort).
 */
export function codePieces(code: string): string[] {
  return (code.match(/\d+|\D+/g) ?? []).flatMap((run) => (/^\d/.test(run) ? inThrees(run) : [run]));
}

/** Digits in threes counted from the end ("21520027" → "21", "520", "027"). */
function inThrees(digits: string): string[] {
  const first = digits.length % 3 || 3;
  const groups = [digits.slice(0, first)];
  for (let i = first; i < digits.length; i += 3) groups.push(digits.slice(i, i + 3));
  return groups;
}
