import { describe, expect, it } from 'vitest';
import { sectionSpeech } from './section-speech';

describe('sectionSpeech', () => {
  it('reads the title, the blocks as shown (term marks as their words, figures as lists) and the key points', () => {
    const speech = sectionSpeech(
      {
        title: 'Parliament',
        blocks: [
          { type: 'p', text: 'Laws are passed by [[Parliament|parliament]].' },
          { type: 'tree', caption: 'The parts', root: { label: 'Parliament', children: [{ label: 'Senate', detail: '105 seats' }] } },
        ],
        keyPoints: ['Parliament makes federal laws.', 'It has three parts.', 'The Senate is appointed.'],
      },
      'Remember',
    );
    expect(speech).toEqual(['Parliament', 'Laws are passed by Parliament.', 'The parts', 'Parliament', 'Senate: 105 seats', 'Remember', 'Parliament makes federal laws.', 'It has three parts.', 'The Senate is appointed.']);
  });
});
