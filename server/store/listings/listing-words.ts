import { stemmer } from 'stemmer';

/** Words a search reads at most: the rest of a long text is left out. */
const MOST_WORDS = 8;
/** Words shorter than this are never taken for typos: too many words lie one letter from "ab". */
const SHORTEST_TYPO = 4;

/** One word of a search, as typed (lower-cased, without accents), and the indexed words it may also mean. */
export type SearchWord = {
  text: string;
  /** The last word of the text, still being typed: it finds the words it begins too. */
  prefix: boolean;
  /** Indexed words near a word that finds nothing (a typo: "ankra" for "ankara"). */
  nearWords: string[];
};

/** The words of a search text: letters and digits, lower-cased, accents dropped, each once, the last one a prefix. */
export function searchWordsIn(text: string): SearchWord[] {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
  const unique = [...new Set(words)].slice(0, MOST_WORDS);
  return unique.map((word, index) => ({ text: word, prefix: index === unique.length - 1, nearWords: [] }));
}

/**
 * The edit distance allowed for a typo in a word this long: none for short words, 1, then 2 from 6 letters
 * (the index holds stems: "sandels" is 2 from "sandal").
 */
export function typoDistanceFor(word: string): number {
  if (word.length < SHORTEST_TYPO) return 0;
  return word.length < 6 ? 1 : 2;
}

/** Levenshtein distance, given up (returning max + 1) once it passes `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** How far the word is from the candidate; a prefix from the candidate's beginning of about its length ("ankr" from "ankara"). */
function distanceTo(word: SearchWord, candidate: string, max: number): number {
  if (!word.prefix) return editDistance(word.text, candidate, max);
  let best = max + 1;
  for (let length = word.text.length - max; length <= word.text.length + max; length += 1) {
    if (length > 0 && length <= candidate.length) best = Math.min(best, editDistance(word.text, candidate.slice(0, length), max));
  }
  return best;
}

/**
 * The closest `count` of the candidates within the word's typo distance, nearest first. The candidates are the
 * index's stems, so the word's own stem is measured too: "tyes" (tyres less its r) is two letters from "tyre" and
 * one from the start of "test", but its stem "tye" is one from "tyre".
 */
export function nearestWords(word: SearchWord, candidates: readonly string[], count: number): string[] {
  const max = typoDistanceFor(word.text);
  if (max === 0) return [];
  const stem = stemmer(word.text);
  const distance = (candidate: string) => Math.min(distanceTo(word, candidate, max), stem === word.text ? max + 1 : distanceTo({ ...word, text: stem }, candidate, max));
  return candidates
    .filter((candidate) => candidate !== word.text)
    .map((candidate) => ({ candidate, distance: distance(candidate) }))
    .filter(({ distance }) => distance <= max)
    .sort((a, b) => a.distance - b.distance || a.candidate.length - b.candidate.length || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map(({ candidate }) => candidate);
}

/** Whether each search word (or one of its near words) begins a word of the name: "fash clo" names Fashion & Clothing. */
export function nameMatches(words: readonly SearchWord[], name: string): boolean {
  const nameWords = searchWordsIn(name).map((word) => word.text);
  return words.length > 0 && words.every((word) => [word.text, ...word.nearWords].some((text) => nameWords.some((nameWord) => nameWord.startsWith(text))));
}
