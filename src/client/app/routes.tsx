import { findCategory } from '@shared/categories';
import { ABOUT_SECTIONS, paths } from '../config/paths';
import { namespace as about } from '../features/about/i18n';
import { namespace as admin } from '../features/admin/i18n';
import { namespace as categories } from '../features/categories/i18n';
import { namespace as categoryStudy } from '../features/category-study/i18n';
import { namespace as flashcards } from '../features/flashcards/i18n';
import { namespace as guide } from '../features/guide/i18n';
import { namespace as landing } from '../features/landing/i18n';
import { namespace as learn } from '../features/learn/i18n';
import { lessonServerQueries } from '../lib/content/lessons-api';
import { LandingPage } from '../features/landing/landing-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { namespace as practice } from '../features/practice/i18n';
import { namespace as plan } from '../features/plan/i18n';
import { namespace as progress } from '../features/progress/i18n';
import { namespace as resources } from '../features/resources/i18n';
import { namespace as study } from '../features/study/i18n';
import { namespace as sync } from '../features/progress/sync/i18n';
import { studyCardsNamespace as studyCards } from '../components/study-cards/i18n';
import { practiceQuestionNamespace as practiceQuestion } from '../components/question/i18n';
import { serverQueries } from '../lib/content/api';
import { flashcardPreviewQuery } from '../features/flashcards/flashcard-preview';
import type { ContentSource } from '@shared/page-render';
import type { PrefetchedQuery } from '../lib/content/prefetched-query';
import { lazyPage, type LazyPage } from './lazy-page';

export interface PageRoute {
  path: string;
  page: LazyPage;
  /** The data a server render puts in the page (so its first HTML has the content). */
  data?: (source: ContentSource, params: Record<string, string | undefined>, search: URLSearchParams) => PrefetchedQuery[];
  /** A route that is not a real page answers 404 (the not-found screen). */
  notFound?: true;
}

const withCategories = (source: ContentSource) => [serverQueries.categories(source)];

// The landing page is in the main bundle (first paint needs no second round trip); every other
// screen is its own chunk, with its strings per language.
const pages = {
  landing: lazyPage(async () => LandingPage, [landing]),
  notFound: lazyPage(async () => NotFoundPage, []),
  practice: lazyPage(() => import('../features/practice/practice-page').then((m) => m.PracticePage), [practice], ['features/practice/practice-page.tsx']),
  testResults: lazyPage(() => import('../features/practice/test-results-page').then((m) => m.TestResultsPage), [practice], ['features/practice/test-results-page.tsx']),
  progress: lazyPage(() => import('../features/progress/progress-page').then((m) => m.ProgressPage), [progress, sync], ['features/progress/progress-page.tsx']),
  plan: lazyPage(() => import('../features/plan/plan-page').then((m) => m.PlanPage), [plan], ['features/plan/plan-page.tsx']),
  estimateAccuracy: lazyPage(() => import('../features/plan/accuracy-page').then((m) => m.AccuracyPage), [plan], ['features/plan/accuracy-page.tsx']),
  study: lazyPage(() => import('../features/study/study-page').then((m) => m.StudyPage), [study], ['features/study/study-page.tsx']),
  categories: lazyPage(() => import('../features/categories/categories-page').then((m) => m.CategoriesPage), [categories], ['features/categories/categories-page.tsx']),
  categoryStudy: lazyPage(() => import('../features/category-study/category-study-page').then((m) => m.CategoryStudyPage), [categoryStudy, studyCards, practiceQuestion], ['features/category-study/category-study-page.tsx']),
  flashcards: lazyPage(() => import('../features/flashcards/flashcards-page').then((m) => m.FlashcardsPage), [flashcards, studyCards, practiceQuestion], ['features/flashcards/flashcards-page.tsx']),
  learn: lazyPage(() => import('../features/learn/learn-page').then((m) => m.LearnPage), [learn], ['features/learn/learn-page.tsx']),
  chapter: lazyPage(() => import('../features/learn/chapter-page').then((m) => m.ChapterPage), [learn, practiceQuestion], ['features/learn/chapter-page.tsx']),
  glossary: lazyPage(() => import('../features/learn/glossary-page').then((m) => m.GlossaryPage), [learn], ['features/learn/glossary-page.tsx']),
  discoverCanada: lazyPage(() => import('../features/guide/discover-canada-page').then((m) => m.DiscoverCanadaPage), [guide], ['features/guide/discover-canada-page.tsx']),
  testStructure: lazyPage(() => import('../features/guide/test-structure-page').then((m) => m.TestStructurePage), [guide], ['features/guide/test-structure-page.tsx']),
  resources: lazyPage(() => import('../features/resources/resources-page').then((m) => m.ResourcesPage), [resources], ['features/resources/resources-page.tsx']),
  about: lazyPage(() => import('../features/about/about-page').then((m) => m.AboutPage), [about], ['features/about/about-page.tsx']),
  admin: lazyPage(() => import('../features/admin/admin-page').then((m) => m.AdminPage), [admin], ['features/admin/admin-page.tsx']),
};

const categoryStudyData = (source: ContentSource, params: Record<string, string | undefined>) => {
  const category = findCategory(params.categoryCode ?? '');
  return category ? [serverQueries.categories(source), serverQueries.categoryQuestions(source, category.code)] : withCategories(source);
};

/** Every route of the route table of docs/spec.md; anything else is the 404 page. */
export const PAGE_ROUTES: PageRoute[] = [
  { path: paths.home.path, page: pages.landing, data: (source) => [serverQueries.categories(source), serverQueries.stats(source)] },
  { path: paths.practice.path, page: pages.practice, data: withCategories },
  { path: paths.practiceCategory.path, page: pages.practice, data: withCategories },
  { path: paths.practiceTest.path, page: pages.practice, data: withCategories },
  { path: paths.testResults.path, page: pages.testResults, data: withCategories },
  { path: paths.progress.path, page: pages.progress, data: withCategories },
  { path: paths.plan.path, page: pages.plan, data: withCategories },
  { path: paths.estimateAccuracy.path, page: pages.estimateAccuracy },
  { path: paths.study.path, page: pages.study, data: withCategories },
  { path: paths.studyCategoryByCode.path, page: pages.categoryStudy, data: categoryStudyData },
  { path: paths.studyCategory.path, page: pages.categoryStudy, data: categoryStudyData },
  { path: paths.studyCategoryMode.path, page: pages.categoryStudy, data: categoryStudyData },
  { path: paths.categories.path, page: pages.categories, data: withCategories },
  { path: paths.flashcards.path, page: pages.flashcards, data: (source, _params, search) => [serverQueries.categories(source), flashcardPreviewQuery(source, search)] },
  { path: paths.learn.path, page: pages.learn, data: (source) => [lessonServerQueries.index(source)] },
  { path: paths.glossary.path, page: pages.glossary, data: (source) => [lessonServerQueries.glossary(source)] },
  { path: paths.learnChapter.path, page: pages.chapter, data: (source, params) => lessonServerQueries.chapter(source, params.chapter ?? '') },
  { path: paths.discoverCanada.path, page: pages.discoverCanada },
  { path: paths.testStructure.path, page: pages.testStructure },
  { path: paths.externalResources.path, page: pages.resources },
  { path: paths.resources.path, page: pages.resources },
  ...ABOUT_SECTIONS.map((section) => ({ path: paths[section].path, page: pages.about })),
  { path: paths.admin.path, page: pages.admin },
  { path: '*', page: pages.notFound, notFound: true },
];
