/**
 * schema.org FAQPage data for a page of questions: search engines read the questions and answers
 * that the page shows.
 */
export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqPageJsonLd {
  '@context': 'https://schema.org';
  '@type': 'FAQPage';
  url?: string;
  mainEntity: {
    '@type': 'Question';
    name: string;
    acceptedAnswer: { '@type': 'Answer'; text: string };
  }[];
}

export function buildFaqPageJsonLd(items: readonly FaqItem[], url?: string): FaqPageJsonLd {
  const seen = new Set<string>();
  const mainEntity = items
    .filter((item) => {
      const key = item.question.trim();
      if (key === '' || item.answer.trim() === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((item) => ({
      '@type': 'Question' as const,
      name: item.question.trim(),
      acceptedAnswer: { '@type': 'Answer' as const, text: item.answer.trim() },
    }));
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...(url ? { url } : {}),
    mainEntity,
  };
}
