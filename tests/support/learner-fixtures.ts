/** A ca_last_test_results value exactly as the first release wrote it (two questions). */
export const firstReleaseResult = {
  score: 50,
  totalQuestions: 2,
  correctAnswers: 1,
  timeSpent: 95,
  passed: false,
  category: null,
  completedAt: '2026-11-01T10:00:00.000Z',
  questions: [
    { questionId: 'his-001', question: 'Where?', options: ['Europe', 'Africa', 'South America', 'Asia'], userAnswer: 3, correctAnswer: 3, correct: true, explanation: 'Because.', memoryDevice: 'Globe.' },
    { questionId: 'gov-002', question: 'Who?', options: ['A', 'B', 'C', 'D'], userAnswer: null, correctAnswer: 1, correct: false, explanation: 'E.', memoryDevice: 'M.' },
  ],
};
