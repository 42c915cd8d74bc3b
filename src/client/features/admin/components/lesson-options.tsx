import type { ChapterSummary } from '@shared/contract/lessons';

/** Each chapter of the lessons as a group of its sections; values are "<chapter>/<section>". */
export function LessonOptions({ outline }: { outline: readonly ChapterSummary[] }) {
  return (
    <>
      {outline.map((chapter, i) => (
        <optgroup key={chapter.chapter} label={`${i + 1}. ${chapter.title}`}>
          {chapter.sections.map((section) => (
            <option key={section.id} value={`${chapter.chapter}/${section.id}`}>
              {section.title}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
