import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { MAX_QUESTIONS_BY_ID, MAX_QUESTIONS_LIMIT, type Lang } from '@shared/constants';
import { useLang } from '../i18n/use-lang';
import { questionsQueryOptions } from './api';
import type { Question } from './question';

/**
 * The same questions, in the same order and with the same answer positions, with their texts in
 * the page's language: a test, a review or a deck started in one language goes on in the other
 * after a switch. Until the texts arrive (or if they cannot be fetched) the questions stay as
 * they were, so nothing a learner has done is lost.
 */
export function useQuestionsInLang(questions: readonly Question[], inLang?: Lang): readonly Question[] {
  const pageLang = useLang();
  const lang = inLang ?? pageLang;
  const ids = useMemo(() => questions.filter((q) => (q.lang ?? 'en') !== lang).map((q) => q.id), [questions, lang]);
  // A few questions are asked for by id; a whole deck is one read of the bank in that language.
  const params = ids.length <= MAX_QUESTIONS_BY_ID ? { ids } : { limit: MAX_QUESTIONS_LIMIT };
  const texts = useQuery({ ...questionsQueryOptions(params, lang), enabled: ids.length > 0, staleTime: Infinity });
  return useMemo(() => {
    if (ids.length === 0 || !texts.data) return questions;
    const byId = new Map(texts.data.map((q) => [q.id, q]));
    return questions.map((q) => {
      const other = byId.get(q.id);
      // Only texts change: a question edited since it was drawn keeps the answers it was taken with.
      return other && other.correct_answer === q.correct_answer && other.type === q.type ? { ...q, ...textsOf(other) } : q;
    });
  }, [questions, ids.length, texts.data]);
}

const textsOf = (q: Question) => ({
  question: q.question,
  option_a: q.option_a,
  option_b: q.option_b,
  option_c: q.option_c,
  option_d: q.option_d,
  explanation: q.explanation,
  memory_device: q.memory_device,
  context: q.context,
  lang: q.lang,
});
