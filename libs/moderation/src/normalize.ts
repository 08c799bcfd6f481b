/**
 * The forms of a text the lexicon is matched against. `plain`: lower case, accents and look-alike
 * widths folded (NFKD), curly quotes straightened, runs of spaces collapsed; amounts and phone
 * numbers survive. `letters`: `plain` with digits and symbols standing in for letters inside a word
 * read as those letters ("k1ll y0u", "$tupid"), so a lexicon phrase written plainly still matches.
 */
export interface TextForms {
  plain: string;
  letters: string;
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

export function textForms(text: string): TextForms {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  // A stand-in only counts beside a letter: "$500" and "0612 345" stay numbers.
  const letters = plain.replace(/(?<=\p{L})[013457@$!]+|[013457@$]+(?=\p{L})/gu, (run) => [...run].map((c) => LEET[c] ?? c).join(''));
  return { plain, letters };
}
