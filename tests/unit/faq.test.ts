import { describe, expect, it } from 'vitest';
import { buildFaqPageJsonLd } from '@/lib/faq';

describe('FAQPage structured data', () => {
  it('lists every question with its answer', () => {
    expect(
      buildFaqPageJsonLd(
        [
          { question: ' How much? ', answer: 'It depends. ' },
          { question: 'How long?', answer: '2-3 months.' },
        ],
        'https://x.io/faq',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: 'https://x.io/faq',
      mainEntity: [
        { '@type': 'Question', name: 'How much?', acceptedAnswer: { '@type': 'Answer', text: 'It depends.' } },
        { '@type': 'Question', name: 'How long?', acceptedAnswer: { '@type': 'Answer', text: '2-3 months.' } },
      ],
    });
  });

  it('drops empty and repeated questions and omits a missing url', () => {
    const data = buildFaqPageJsonLd([
      { question: 'A?', answer: 'a' },
      { question: 'A?', answer: 'again' },
      { question: '', answer: 'x' },
      { question: 'B?', answer: ' ' },
    ]);
    expect(data.mainEntity.map((q) => q.name)).toEqual(['A?']);
    expect('url' in data).toBe(false);
  });
});
