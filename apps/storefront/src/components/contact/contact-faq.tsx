import styles from './contact.module.css';

export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * The answers shoppers look for before writing (delivery, returns, payment, sizes, tracking),
 * as native disclosures: keyboard and screen readers know <details> without any script.
 */
export function ContactFaq({
  title,
  entries,
  more,
}: {
  title: string;
  entries: readonly FaqEntry[];
  more: { href: string; label: string };
}) {
  return (
    <section className={styles.faq} aria-labelledby="contact-faq-title">
      <h2 id="contact-faq-title" className={styles.faqTitle}>
        {title}
      </h2>
      {entries.map((entry) => (
        <details key={entry.question} className={styles.faqItem}>
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
      <a className={styles.faqMore} href={more.href}>
        {more.label}
      </a>
    </section>
  );
}
