import './breadcrumb.css';

export interface BreadcrumbPart {
  label: string;
  url: string;
}

export interface BreadcrumbProps {
  parts: readonly BreadcrumbPart[];
  /** Accessible name of the navigation landmark ("Fil d'Ariane"). */
  label: string;
}

/**
 * The trail from home to the current page. The last part is the page itself: not a link,
 * marked `aria-current`. Search engines get the same trail as JSON-LD from
 * the page.
 */
export function Breadcrumb({ parts, label }: BreadcrumbProps) {
  if (parts.length === 0) return null;
  return (
    <nav className="ui-breadcrumb" aria-label={label}>
      <ol>
        {parts.map((part, index) =>
          index === parts.length - 1 ? (
            <li key={part.url} aria-current="page">
              {part.label}
            </li>
          ) : (
            <li key={part.url}>
              <a href={part.url}>{part.label}</a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
