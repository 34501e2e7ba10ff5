import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../../i18n/i18n';
import { headcountSentence, hiredSentence } from './headcount-sentences';

beforeAll(async () => {
  await i18nReady;
  await i18n.loadLanguages('ar');
  await i18n.loadNamespaces('hiring');
});

const english = () => i18n.getFixedT('en', 'hiring');
const arabic = () => i18n.getFixedT('ar', 'hiring');

describe('the headcount sentences', () => {
  it.each([
    [0, 1, '0 people hired · needs 1 person'],
    [1, 1, '1 person hired · needs 1 person'],
    [3, 1, '3 people hired · needs 1 person'],
    [1, 2, '1 person hired · needs 2 people'],
  ])('read %i hired of %i in English as %j', (hired, headcount, sentence) => {
    expect(hiredSentence(english(), hired, headcount)).toBe(sentence);
  });

  it.each([
    [0, 2, 'لم يُوظَّف أحد بعد · المطلوب شخصان'],
    [1, 1, 'تم توظيف شخص واحد · المطلوب شخص واحد'],
    [2, 3, 'تم توظيف شخصين · المطلوب 3 أشخاص'],
    [3, 11, 'تم توظيف 3 أشخاص · المطلوب 11 شخصًا'],
    [11, 100, 'تم توظيف 11 شخصًا · المطلوب 100 شخص'],
  ])('read %i hired of %i in Arabic as %j', (hired, headcount, sentence) => {
    expect(hiredSentence(arabic(), hired, headcount)).toBe(sentence);
  });

  it('agree with both numbers in the banner of a full job', () => {
    expect(headcountSentence(english(), 3, 1)).toBe(
      'You accepted 3 people for this job, which needs 1 person. Close it to let the other applicants know.',
    );
    expect(headcountSentence(english(), 1, 1)).toMatch(
      /^You accepted 1 person for this job, which needs 1 person\./,
    );
    expect(headcountSentence(arabic(), 2, 2)).toBe(
      'قبلتم شخصين لهذه الوظيفة، والمطلوب شخصان. أغلقوها ليعلم بقية المتقدمين.',
    );
    expect(headcountSentence(arabic(), 1, 1)).toMatch(/^قبلتم شخصًا واحدًا لهذه الوظيفة، والمطلوب شخص واحد\./);
  });
});
