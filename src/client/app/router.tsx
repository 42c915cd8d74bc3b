import { Route, Routes } from 'react-router';
import { RootLayout } from '../components/layout/root-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

const placeholder = (name: string, what: string) => <PlaceholderPage name={name} what={what} />;

/** Every route of the spec's route table. Declarative routes keep the router out of the landing bundle's way. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={placeholder('Home', 'headline statistics, categories and a start button.')} />
        <Route path="practice" element={placeholder('Practice Test', 'a timed 20-question test.')} />
        <Route path="practice/:category" element={placeholder('Practice Test', 'a timed test in one category.')} />
        <Route path="practice-test" element={placeholder('Practice Test', 'a practice test with options.')} />
        <Route path="test-results" element={placeholder('Test Results', 'your score and a review of every answer.')} />
        <Route path="study" element={placeholder('Study', 'your progress and study options.')} />
        <Route path="study/category/:categoryCode" element={placeholder('Category Study', 'one category to study.')} />
        <Route path="study/:categoryCode" element={placeholder('Category Study', 'one category to study.')} />
        <Route path="categories" element={placeholder('Categories', 'the six categories.')} />
        <Route path="flashcards" element={placeholder('Flashcards', 'flashcards by category.')} />
        <Route path="discover-canada" element={placeholder('Discover Canada', 'the study guide topics.')} />
        <Route path="test-structure" element={placeholder('Test Structure', 'how the real test works.')} />
        <Route path="external-resources" element={placeholder('External Resources', 'useful links.')} />
        <Route path="resources" element={placeholder('Resources', 'useful links.')} />
        {['about', 'company', 'terms', 'privacy'].map((path) => (
          <Route key={path} path={path} element={placeholder('About', 'who made this site.')} />
        ))}
        <Route path="admin" element={placeholder('Admin', 'the admin panel.')} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
