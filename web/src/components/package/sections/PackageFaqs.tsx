import { siteOrigin } from '@/config/siteUrl';
import { faqPageJsonLd } from '@/seo/faqPage';
import { JsonLd } from '@/seo/JsonLd';
import { graphql } from 'relay-runtime';
import type { PackageFaqs_package$data } from '@/__generated__/PackageFaqs_package.graphql';
import type { ServerFragment } from '@/relay/serverFragment';
import styles from './sections.module.css';

/** Plain-text paragraphs (the api separates them with a blank line). */
const paragraphsOf = (text: string) => text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');

export const packageFaqsFragment = graphql`
  fragment PackageFaqs_package on Package {
    path
    faqs {
      groups {
        slug
        title
        faqs {
          internalId
          title
          answer
        }
      }
    }
  }
`;

/** The package's questions by group, every answer shown (read, not voted on: votes and comments are on /faqs), and its `FAQPage`. */
export function PackageFaqs({ package: { faqs, path } }: { package: ServerFragment<PackageFaqs_package$data> }) {
  const { groups } = faqs;
  const answered = groups.flatMap((group) => group.faqs).filter((faq) => faq.answer.trim() !== '');
  if (answered.length === 0) return <p>No questions about this yatra yet: see our <a href="/faqs">general FAQs</a>.</p>;
  return (
    <>
      {groups.map((group) => (
        <div key={group.slug} className={styles.faqGroup}>
          <h3>{group.title}</h3>
          <dl>
            {group.faqs.map((faq) => (
              <div key={faq.internalId} data-testid="package-faq">
                <dt>{faq.title}</dt>
                <dd>
                  {paragraphsOf(faq.answer).map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      <p>
        More questions? See our <a href="/faqs">general FAQs</a>.
      </p>
      <JsonLd data={faqPageJsonLd(answered.map((faq) => ({ question: faq.title, answer: faq.answer })), path, siteOrigin())} />
    </>
  );
}
