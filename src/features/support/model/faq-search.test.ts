import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import { FAQ, FAQ_GROUPS, FAQ_GROUP_TITLE_IDS } from './faq';
import { foldForSearch, searchFaq } from './faq-search';

const textIn = (catalogue: Record<string, string>) => (id: string) => catalogue[id] ?? '';
const ids = (groups: ReturnType<typeof searchFaq>) => groups.flatMap(({ entries }) => entries.map((entry) => entry.id));

describe('FAQ search', () => {
  it('shows every entry, grouped in order, for a blank query', () => {
    const groups = searchFaq(FAQ, FAQ_GROUPS, '  ', textIn(en), 'en');
    expect(groups.map(({ group }) => group)).toEqual([...FAQ_GROUPS]);
    expect(ids(groups)).toHaveLength(FAQ.length);
  });

  it('finds by words of the question or the answer, all words required, any case', () => {
    expect(ids(searchFaq(FAQ, FAQ_GROUPS, 'DEPOSIT arrived', textIn(en), 'en'))).toEqual(['deposits-missing']);
    expect(ids(searchFaq(FAQ, FAQ_GROUPS, 'transaction hash', textIn(en), 'en'))).toEqual(['deposits-missing']);
    expect(searchFaq(FAQ, FAQ_GROUPS, 'lottery', textIn(en), 'en')).toEqual([]);
  });

  it('reads Turkish the Turkish way, with or without its letters', () => {
    expect(foldForSearch('ŞİFRE', 'tr')).toBe('sifre');
    expect(foldForSearch('IŞIK', 'tr')).toBe('isik');
    expect(ids(searchFaq(FAQ, FAQ_GROUPS, 'ŞİFRE', textIn(tr), 'tr'))).toContain('account-password');
    expect(ids(searchFaq(FAQ, FAQ_GROUPS, 'sifre', textIn(tr), 'tr'))).toContain('account-password');
    expect(ids(searchFaq(FAQ, FAQ_GROUPS, 'yatırma ulaşmadı', textIn(tr), 'tr'))).toEqual(['deposits-missing']);
  });

  it('has every question and answer in English and Turkish', () => {
    for (const entry of FAQ) {
      for (const catalogue of [en, tr] as Record<string, string>[]) {
        expect(catalogue[entry.questionId], entry.questionId).toBeTruthy();
        expect(catalogue[entry.answerId], entry.answerId).toBeTruthy();
      }
    }
    for (const group of FAQ_GROUPS) expect((en as Record<string, string>)[FAQ_GROUP_TITLE_IDS[group]]).toBeTruthy();
  });
});
