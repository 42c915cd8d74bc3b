import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from '../components/layout/root-layout';
import { LandingPage } from '../features/landing/landing-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { ABOUT_SECTIONS, paths } from '../config/paths';

// The landing page is in the main bundle (first paint without a second round trip);
// every other screen is its own chunk.
const PracticePage = lazy(() => import('../features/practice/practice-page').then((m) => ({ default: m.PracticePage })));
const TestResultsPage = lazy(() => import('../features/practice/test-results-page').then((m) => ({ default: m.TestResultsPage })));
const StudyPage = lazy(() => import('../features/study/study-page').then((m) => ({ default: m.StudyPage })));
const CategoriesPage = lazy(() => import('../features/categories/categories-page').then((m) => ({ default: m.CategoriesPage })));
const CategoryStudyPage = lazy(() =>
  import('../features/category-study/category-study-page').then((m) => ({ default: m.CategoryStudyPage })),
);
const FlashcardsPage = lazy(() => import('../features/flashcards/flashcards-page').then((m) => ({ default: m.FlashcardsPage })));
const DiscoverCanadaPage = lazy(() => import('../features/guide/discover-canada-page').then((m) => ({ default: m.DiscoverCanadaPage })));
const TestStructurePage = lazy(() => import('../features/guide/test-structure-page').then((m) => ({ default: m.TestStructurePage })));
const ResourcesPage = lazy(() => import('../features/resources/resources-page').then((m) => ({ default: m.ResourcesPage })));
const AboutPage = lazy(() => import('../features/about/about-page').then((m) => ({ default: m.AboutPage })));
const AdminPage = lazy(() => import('../features/admin/admin-page').then((m) => ({ default: m.AdminPage })));

/** Every route of the spec's route table; anything else is the 404 page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<LandingPage />} />
        <Route path={paths.practice.path} element={<PracticePage />} />
        <Route path={paths.practiceCategory.path} element={<PracticePage />} />
        <Route path={paths.practiceTest.path} element={<PracticePage />} />
        <Route path={paths.testResults.path} element={<TestResultsPage />} />
        <Route path={paths.study.path} element={<StudyPage />} />
        <Route path={paths.studyCategoryByCode.path} element={<CategoryStudyPage />} />
        <Route path={paths.studyCategory.path} element={<CategoryStudyPage />} />
        <Route path={paths.categories.path} element={<CategoriesPage />} />
        <Route path={paths.flashcards.path} element={<FlashcardsPage />} />
        <Route path={paths.discoverCanada.path} element={<DiscoverCanadaPage />} />
        <Route path={paths.testStructure.path} element={<TestStructurePage />} />
        <Route path={paths.externalResources.path} element={<ResourcesPage />} />
        <Route path={paths.resources.path} element={<ResourcesPage />} />
        {ABOUT_SECTIONS.map((section) => (
          <Route key={section} path={paths[section].path} element={<AboutPage />} />
        ))}
        <Route path={paths.admin.path} element={<AdminPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
