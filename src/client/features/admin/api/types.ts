/** Types of the admin API's answers, inferred from the shared contract. */
import type { z } from 'zod';
import type {
  AdminQuestionsQuery,
  adminMeResponseSchema,
  adminQuestionsResponseSchema,
  adminStatsResponseSchema,
  distributionResponseSchema,
  fixDistributionResponseSchema,
  questionResponseSchema,
  shuffleAnswersResponseSchema,
} from '@shared/contract/admin';
import type { categoriesResponseSchema } from '@shared/contract/categories';
import type { adminReportsResponseSchema, reportResponseSchema } from '@shared/contract/reports';

export type AdminMeResponse = z.infer<typeof adminMeResponseSchema>;
export type AdminSession = AdminMeResponse['data'];
export type AdminQuestionsPage = z.infer<typeof adminQuestionsResponseSchema>;
export type AdminQuestionResponse = z.infer<typeof questionResponseSchema>;
export type AdminStats = z.infer<typeof adminStatsResponseSchema>;
export type AdminCategoriesResponse = z.infer<typeof categoriesResponseSchema>;
export type AnswerDistribution = z.infer<typeof distributionResponseSchema>['data'];
export type DistributionFix = z.infer<typeof fixDistributionResponseSchema>['data'];
export type ShuffleAnswersResponse = z.infer<typeof shuffleAnswersResponseSchema>;

/** The list filters (the contract's query; the page size is the server's default). Each is sent only when set. */
export type QuestionListParams = Omit<AdminQuestionsQuery, 'limit' | 'sort'> & Partial<Pick<AdminQuestionsQuery, 'sort'>>;

export type AdminReports = z.infer<typeof adminReportsResponseSchema>['data'];
export type AdminReportResponse = z.infer<typeof reportResponseSchema>;
