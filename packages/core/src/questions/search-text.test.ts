import { describe, expect, it } from 'vitest';
import { searchText, searchWords } from './search-text.ts';

describe('the bank search text', () => {
  it('writes संविधान and सवधन alike: matras, anusvara and virama are dropped', () => {
    expect(searchText('संविधान')).toBe(searchText('सवधन'));
    expect(searchText('संविधान')).toBe('सवधन');
    expect(searchText('अनुच्छेद')).toBe(searchText('अनचछद'));
    expect(searchText('प्रश्न')).toBe('परशन');
  });

  it('drops chandrabindu, visarga and nukta, precomposed or not', () => {
    expect(searchText('आँकड़ों')).toBe(searchText('आकडो'));
    expect(searchText('दुःख')).toBe('दख');
    expect(searchText('\u095B\u092E\u0940\u0928')).toBe('जमन');
    expect(searchText('\u091C\u093C\u092E\u0940\u0928')).toBe('जमन');
    expect(searchText('क्\u200Dष')).toBe('कष');
  });

  it('lower-cases English and turns punctuation and the danda into single spaces', () => {
    expect(searchText('  Article-21 of the CONSTITUTION।  ')).toBe('article 21 of the constitution');
    expect(searchText('भारत। राज्य, (2024)')).toBe('भरत रजय 2024');
  });

  it('keeps independent vowels and Devanagari digits', () => {
    expect(searchText('ऋग्वेद आम ४२')).toBe('ऋगवद आम ४२');
  });

  it('keeps the words a search can use: three characters or more, each once', () => {
    expect(searchWords('संविधान का अनुच्छेद')).toEqual(['सवधन', 'अनचछद']);
    expect(searchWords('the Constitution the')).toEqual(['the', 'constitution']);
    expect(searchWords('क ख')).toEqual([]);
    expect(searchWords('a b c d e f g h i j k l m n o p q r s t u v w x y z ab')).toEqual([]);
  });
});
