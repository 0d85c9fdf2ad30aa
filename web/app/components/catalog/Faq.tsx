import { FormattedMessage } from "react-intl";

interface FaqItem {
  question: string;
  answer: string;
}

/** FAQ as native disclosure widgets (keyboard and screen-reader friendly without JS). */
export function FaqList({ items, title, testId = "faq" }: { items: readonly FaqItem[]; title?: string | null; testId?: string }) {
  if (items.length === 0) return null;
  return (
    <section className="faq" data-testid={testId}>
      <h2 className="section__title">{title ?? <FormattedMessage id="catalog.faq.title" />}</h2>
      {items.map((item, index) => (
        <details key={index} className="faq__item">
          <summary className="faq__question">{item.question}</summary>
          {/* Trusted HTML from the shop's own CMS (gateway contract). */}
          <div className="faq__answer rich-text" dangerouslySetInnerHTML={{ __html: item.answer }} />
        </details>
      ))}
    </section>
  );
}
