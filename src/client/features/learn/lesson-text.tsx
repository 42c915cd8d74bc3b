import { KeyTerm } from './key-term';
import { parseTermMarks } from '@shared/lesson-text';

/** Running lesson text, its key terms as buttons that show their definitions. */
export function LessonText({ text }: { text: string }) {
  return (
    <>
      {parseTermMarks(text).map((part, i) => (part.kind === 'text' ? part.text : <KeyTerm key={i} id={part.id} text={part.text} />))}
    </>
  );
}
