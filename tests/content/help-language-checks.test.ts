import { describe, expect, it } from 'vitest';
import { namesIn, numbersIn } from './audit/help-language-checks';

describe('the help-language checks read English the way a translator must keep it', () => {
  it('finds numbers in any digits, with or without thousands separators', () => {
    expect(numbersIn('١٨٦٧ و ۱۸۶۷ और १८६७ ਅਤੇ ੧੮੬੭')).toEqual(['1867']);
    expect(numbersIn('1,095 days or 1 095 jours, since 1867')).toEqual(['1095', '1867']);
  });

  it('finds names as runs of capitalised words, not sentence openers, months or peoples', () => {
    expect(namesIn("Sir John A. Macdonald was Canada's first Prime Minister, in 1867.")).toEqual(['Sir John A. Macdonald', "Canada's", 'Prime Minister']);
    expect(namesIn("The Hudson's Bay Company was founded in 1670. Ottawa is the capital.")).toEqual(["Hudson's Bay Company", 'Ottawa']);
    expect(namesIn('First Nations, Inuit and Métis; the Charter of Rights and Freedoms')).toEqual(['First Nations', 'Inuit and Métis', 'Charter of Rights and Freedoms']);
    expect(namesIn('The French and the British met on July 1.')).toEqual([]);
  });
});
