/** Structured data for search engines (schema.org as JSON-LD). */

/**
 * JSON for a <script type="application/ld+json">: `<` is escaped so no text in it
 * (an answer mentioning </script>, say) can end the script element early.
 */
export function jsonLdScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function organizationJsonLd(org: {
  name: string;
  url: string;
  logo: string;
  description: string;
  email: string;
  telephone: string;
  sameAs: readonly string[];
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: org.name,
    url: org.url,
    logo: org.logo,
    description: org.description,
    sameAs: [...org.sameAs],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: org.email,
      telephone: org.telephone,
      areaServed: 'IN',
      availableLanguage: ['en', 'hi', 'mr'],
    },
  };
}

/** The FAQ as schema.org FAQPage; answers keep their HTML (links, lists), which the format allows. */
export function faqPageJsonLd(items: readonly { question: string; answerHtml: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map(({ question, answerHtml }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answerHtml.trim() },
    })),
  };
}
