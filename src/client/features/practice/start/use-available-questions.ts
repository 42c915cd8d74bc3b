import { useCategories } from '../../../lib/content/api';

/** How many questions the bank holds for the test's scope; undefined while unknown (loading or failed). */
export function useAvailableQuestions(categoryCode: string | undefined): number | undefined {
  const { data } = useCategories();
  if (!data) return undefined;
  if (categoryCode) return data.find((c) => c.code === categoryCode)?.total_questions;
  return data.reduce((sum, c) => sum + c.total_questions, 0);
}
